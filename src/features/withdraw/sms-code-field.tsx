import { useTranslation } from 'react-i18next';
import { FormCode } from '@/components/form';
import { useWithdrawSmsCode } from './use-sms-code';

const cleanCode = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

/** The SMS check a withdrawal needs when the settings ask for one every time (EVERY_WITHDRAWAL). */
export function SmsCodeField({ name }: { name: string }) {
  const { t } = useTranslation();
  const sms = useWithdrawSmsCode();
  return (
    <div className="withdraw-sms">
      <p className="withdraw-sms__intro">{t('wd_sms_intro')}</p>
      <FormCode
        name={name}
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
        clean={cleanCode}
        sendProblem={sms.problem}
        hint={sms.sent ? t('wd_sms_sent') : undefined}
      />
    </div>
  );
}
