import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { settle } from '@/api';
import { uploadIdImage, type IdType } from '@/api/areas/account';
import { getGetIdImageQueryKey, getGetSecurityConfigQueryKey } from '@/api/areas/withdraw';
import { FormFile, FormSelect, FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
import { showToast } from '@/state/ui';
import { kycFileProblem, KYC_MAX_BYTES } from './kyc-file-check';

// Loaded on demand by the KYC screen, only when the player has something to submit: the pickers, previews
// and the upload stay out of every other screen's code.

const ID_TYPES = [
  'PHILSYS',
  'PASSPORT',
  'DRIVERS_LICENSE',
  'UMID',
  'POSTAL_ID',
] as const satisfies readonly IdType[];
const ID_TYPE_LABEL: Record<IdType, string> = {
  PHILSYS: 'kyc_id_philsys',
  PASSPORT: 'kyc_id_passport',
  DRIVERS_LICENSE: 'kyc_id_drivers_license',
  UMID: 'kyc_id_umid',
  POSTAL_ID: 'kyc_id_postal',
};

const MAX_MB = KYC_MAX_BYTES / (1024 * 1024);
const PREVIEW = { className: 'kyc-picker__preview', width: 240, height: 150 };

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A picture the server takes: picked, and of a kind and size it accepts. */
const pictureField = (t: Translate) =>
  z.custom<File | null>().transform(async (file, ctx) => {
    if (!(file instanceof File)) {
      ctx.addIssue({ code: 'custom', message: t('kyc_file_required') });
      return z.NEVER;
    }
    const problem = await kycFileProblem(file);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: t(problem, { max: MAX_MB }) });
      return z.NEVER;
    }
    return file;
  });

/** The ID submission: ID kind, optional number, the ID's front and a selfie holding it (contract). */
export function KycUploadForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      z.object({
        idType: z.enum(ID_TYPES),
        idNumber: z.string(),
        idImage: pictureField(t),
        selfieImage: pictureField(t),
      }),
    [t],
  );
  const kit = useKitForm({
    schema,
    // Checked as the player goes: "Submit for review" waits for both pictures (spec section 5); a picture it
    // refuses says why as soon as it is picked.
    validation: 'onTouched',
    defaultValues: { idType: 'PHILSYS', idNumber: '', idImage: null, selfieImage: null },
    words: ACCOUNT_WORDS,
    onSubmit: async ({ idType, idNumber, idImage, selfieImage }) => {
      const number = idNumber.trim();
      const result = await settle(
        uploadIdImage(
          { idType, idImage, selfieImage, ...(number ? { idNumber: number } : {}) },
          // Pictures from a phone on 4G take longer than an ordinary call.
          { silent: true, timeoutMs: 60_000 },
        ),
      );
      if (!result.success) return result;
      queryClient.setQueryData(getGetIdImageQueryKey(), result.data);
      void queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
      showToast('kyc_submitted', { kind: 'success' });
    },
  });
  const idFront = t('kyc_id_front');
  const selfie = t('kyc_selfie');

  return (
    <KitForm kit={kit} className="account-form account-card">
      <FormSelect
        name="idType"
        label={t('kyc_id_type')}
        options={ID_TYPES.map((type) => ({ value: type, label: t(ID_TYPE_LABEL[type]) }))}
      />
      <FormText name="idNumber" label={t('kyc_id_number')} autoComplete="off" maxLength={32} />
      <FormFile
        name="idImage"
        label={idFront}
        hint={t('kyc_file_hint', { max: MAX_MB })}
        capture="environment"
        className="kyc-picker"
        inputClassName="kyc-picker__input"
        checkOnPick
        preview={{ ...PREVIEW, alt: t('kyc_preview', { name: idFront }) }}
      />
      <FormFile
        name="selfieImage"
        label={selfie}
        hint={t('kyc_selfie_hint')}
        capture="user"
        className="kyc-picker"
        inputClassName="kyc-picker__input"
        checkOnPick
        preview={{ ...PREVIEW, alt: t('kyc_preview', { name: selfie }) }}
      />
      {kit.calling ? (
        <div className="kyc-progress" role="status">
          <progress className="kyc-progress__bar" aria-label={t('kyc_uploading')} />
          <span>{t('kyc_uploading')}</span>
        </div>
      ) : null}
      <FormSubmit>{t('kyc_submit')}</FormSubmit>
    </KitForm>
  );
}
