import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { closeDialog, ui } from '@/state/ui';

/** One dialog at a time, oldest first; the next one opens when the player dismisses the current one. */
export function WarningDialogs() {
  const { t } = useTranslation();
  const { dialogs } = useSnapshot(ui);
  const dialog = dialogs[0];
  if (!dialog) return null;
  const close = () => closeDialog(dialog.id);
  return (
    <Dialog
      key={dialog.id}
      alert={dialog.kind === 'warning'}
      title={t(dialog.titleKey)}
      onClose={close}
      actions={
        <Button block onClick={close}>
          {t('ok')}
        </Button>
      }
    >
      <p>{dialog.isKey ? t(dialog.text) : dialog.text}</p>
    </Dialog>
  );
}
