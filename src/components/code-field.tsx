import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { TextField, type TextFieldProps } from './text-field';

export interface CodeFieldProps extends Omit<TextFieldProps, 'label' | 'inputMode' | 'autoComplete'> {
  /** The screen lays out the row (beside or under); the field and button inside stay the same everywhere. */
  rowClassName: string;
  sendClassName: string;
  sendLabel: string;
  sendDisabled: boolean;
  /** A send under way; said to assistive technology while the button is disabled. */
  sending?: boolean;
  onSend: () => void;
}

/** A verification code field with its "send code" button beside it. */
export function CodeField({
  rowClassName,
  sendClassName,
  sendLabel,
  sendDisabled,
  sending,
  onSend,
  ...field
}: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={rowClassName}>
      <TextField label={t('verification_code')} inputMode="numeric" autoComplete="one-time-code" {...field} />
      <Button
        variant="secondary"
        className={sendClassName}
        disabled={sendDisabled}
        aria-busy={sending}
        onClick={onSend}
      >
        {sendLabel}
      </Button>
    </div>
  );
}
