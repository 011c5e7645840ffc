import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';

export interface PayeeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The payee name on file: the first card fixed it, so every later card carries the same name. */
  locked: boolean;
  error?: string;
}

export function PayeeField({ value, onChange, locked, error }: PayeeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('wd_payee')}
      autoComplete="name"
      value={value}
      readOnly={locked}
      onChange={(event) => onChange(event.target.value)}
      hint={locked ? t('wd_payee_locked') : t('wd_payee_hint')}
      error={error}
    />
  );
}

export interface DigitsFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete?: string;
}

/** A 6-digit payment password: digits only, never more than six, hidden as typed. */
export function PaymentPasswordField({
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
}: DigitsFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete ?? 'off'}
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      hint={hint}
      error={error}
    />
  );
}
