import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Toaster } from '@/components/toaster';
import { ui } from '@/state/ui';

/** Server messages are shown as they came; our own texts are i18n keys, translated in the current language. */
export function ToastOverlay() {
  const { t } = useTranslation();
  const { toasts } = useSnapshot(ui);
  const items = toasts.map((toast) => ({
    id: toast.id,
    kind: toast.kind,
    text: toast.isKey ? t(toast.text, { ...toast.params }) : toast.text,
  }));
  return <Toaster toasts={items} />;
}
