import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { settle, uploadDepositImage } from '@/api';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { receiptProblems, type FieldProblem, type ReceiptFormValues } from './deposit-rules';
import '@/components/panel.css';

export interface ReceiptFormProps {
  orderNo: string;
  nicknameRequired: boolean;
  receiptRequired: boolean;
  onUploaded: () => void;
}

/** The payer's account name and the payment's screenshot, sent with the order number. */
export function ReceiptForm({ orderNo, nicknameRequired, receiptRequired, onUploaded }: ReceiptFormProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const [values, setValues] = useState<ReceiptFormValues>({ nickname: '', receipt: null });
  const [problems, setProblems] = useState<Partial<Record<keyof ReceiptFormValues, FieldProblem>>>({});
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const say = (problem: FieldProblem | undefined) => (problem ? t(problem.key, problem.params) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = receiptProblems(values, { nicknameRequired, receiptRequired });
    setProblems(found);
    if (Object.keys(found).length > 0 || !values.receipt) return;
    setSending(true);
    setServerProblem(null);
    const result = await settle(
      uploadDepositImage(
        { orderNo, nickname: values.nickname.trim() || undefined, image: values.receipt },
        { silent: true },
      ),
    );
    setSending(false);
    if (result.success) {
      onUploaded();
      return;
    }
    if (result.code === 'NICKNAME_REQUIRED') setProblems({ nickname: { key: 'deposit_nickname_required' } });
    else if (result.code === 'INVALID_IMAGE') setProblems({ receipt: { key: 'deposit_receipt_invalid' } });
    else
      setServerProblem(
        result.kind === 'network'
          ? t('network_offline')
          : result.message || result.code || t('in_unknown_error'),
      );
  };

  const receiptError = say(problems.receipt);
  return (
    <form
      className="panel panel--loose deposit-form"
      onSubmit={submit}
      noValidate
      aria-label={t('deposit_receipt_form')}
    >
      <p>{t('deposit_receipt_intro')}</p>
      {nicknameRequired ? (
        <TextField
          label={t('deposit_payer_nickname')}
          autoComplete="name"
          value={values.nickname}
          error={say(problems.nickname)}
          onChange={(event) => setValues((v) => ({ ...v, nickname: event.target.value }))}
        />
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {t('deposit_receipt')}
        </label>
        <input
          id={fileId}
          className="field__input deposit-file"
          type="file"
          accept="image/*"
          aria-invalid={receiptError ? true : undefined}
          aria-describedby={receiptError ? `${fileId}-error` : `${fileId}-hint`}
          onChange={(event) => setValues((v) => ({ ...v, receipt: event.target.files?.[0] ?? null }))}
        />
        {receiptError ? (
          <p id={`${fileId}-error`} className="field__error">
            {receiptError}
          </p>
        ) : (
          <p id={`${fileId}-hint`} className="field__hint">
            {t('deposit_receipt_hint')}
          </p>
        )}
      </div>
      {serverProblem ? (
        <p className="deposit-alert" role="alert">
          {serverProblem}
        </p>
      ) : null}
      <Button type="submit" block disabled={sending} aria-busy={sending || undefined}>
        {t('deposit_upload_receipt')}
      </Button>
    </form>
  );
}
