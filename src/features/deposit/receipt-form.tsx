import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { settle } from '@/api';
import { uploadDepositImage } from '@/api/areas/deposit';
import { FormFile, FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { checkedObject } from '@/lib/forms/checked-object';
import { RECEIPT_ACCEPT, receiptProblems, type FieldProblem } from './deposit-rules';
import '@/components/panel.css';

export interface ReceiptFormProps {
  orderNo: string;
  nicknameRequired: boolean;
  receiptRequired: boolean;
  onUploaded: () => void;
}

/** Refusals of the upload that are about one field, said in our words there. */
const FIELD_OF_CODE = { NICKNAME_REQUIRED: 'nickname', INVALID_IMAGE: 'receipt' } as const;
const RECEIPT_MESSAGES = {
  NICKNAME_REQUIRED: 'deposit_nickname_required',
  INVALID_IMAGE: 'deposit_receipt_invalid',
};

/** The payer's account name and the payment's screenshot, sent with the order number. */
export function ReceiptForm({ orderNo, nicknameRequired, receiptRequired, onUploaded }: ReceiptFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const say = (problem: FieldProblem | undefined) => problem && t(problem.key, problem.params);
    return checkedObject({ nickname: z.string(), receipt: z.custom<File | null>() }, async (values) => {
      const found = await receiptProblems(values, { nicknameRequired, receiptRequired });
      return { nickname: say(found.nickname), receipt: say(found.receipt) };
    });
  }, [t, nicknameRequired, receiptRequired]);
  const kit = useKitForm({
    schema,
    validation: 'onTouched',
    defaultValues: { nickname: '', receipt: null },
    fieldOfCode: FIELD_OF_CODE,
    words: { codes: RECEIPT_MESSAGES },
    onSubmit: async ({ nickname, receipt }) => {
      // The rules let a missing receipt through only when the order does not need one; there is nothing to send.
      if (!receipt) return;
      const result = await settle(
        uploadDepositImage(
          { orderNo, nickname: nickname.trim() || undefined, image: receipt },
          { silent: true },
        ),
      );
      if (!result.success) return result;
      onUploaded();
    },
  });

  return (
    <KitForm kit={kit} className="panel panel--loose deposit-form" aria-label={t('deposit_receipt_form')}>
      <p>{t('deposit_receipt_intro')}</p>
      {nicknameRequired ? (
        <FormText name="nickname" label={t('deposit_payer_nickname')} autoComplete="name" />
      ) : null}
      <FormFile
        name="receipt"
        label={t('deposit_receipt')}
        hint={t('deposit_receipt_hint')}
        accept={RECEIPT_ACCEPT}
        inputClassName="field__input deposit-file"
        // The button waits for a valid receipt, so a picture it refuses has to say why as soon as it is picked.
        checkOnPick
      />
      <FormSubmit alertClassName="deposit-alert">{t('deposit_upload_receipt')}</FormSubmit>
    </KitForm>
  );
}
