import { useTranslation } from 'react-i18next';
import { CodeField } from '@/components/code-field';
import { useWithdrawSmsCode } from './use-sms-code';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The SMS check a withdrawal needs when the settings ask for one every time (EVERY_WITHDRAWAL). */
export function SmsCodeField({ value, onChange, error }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const sms = useWithdrawSmsCode();
  return (
    <div className="withdraw-sms">
      <p className="withdraw-sms__intro">{t('wd_sms_intro')}</p>
      <CodeField
        rowClassName="withdraw-sms__row"
        sendClassName="withdraw-sms__send"
        sendLabel={
          sms.wait > 0
            ? t('send_code_wait', { seconds: sms.wait })
            : sms.sent
              ? t('send_code_again')
              : t('send_code')
        }
        sendDisabled={sms.sending || sms.wait > 0}
        onSend={() => void sms.send()}
        maxLength={6}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={error ?? sms.problem ?? undefined}
        hint={sms.sent ? t('wd_sms_sent') : undefined}
      />
    </div>
  );
}
