import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetIdImageQueryKey,
  getGetSecurityConfigQueryKey,
  settle,
  uploadIdImage,
  type IdType,
} from '@/api';
import { FormSubmit } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { problemText } from '@/lib/account-errors';
import { showToast } from '@/state/ui';
import { kycFileProblem, KYC_MAX_BYTES } from './kyc-file-check';

// Loaded on demand by the KYC screen, only when the player has something to submit: the pickers, previews
// and the upload stay out of every other screen's code.

const ID_TYPES: readonly IdType[] = ['PHILSYS', 'PASSPORT', 'DRIVERS_LICENSE', 'UMID', 'POSTAL_ID'];
const ID_TYPE_LABEL: Record<IdType, string> = {
  PHILSYS: 'kyc_id_philsys',
  PASSPORT: 'kyc_id_passport',
  DRIVERS_LICENSE: 'kyc_id_drivers_license',
  UMID: 'kyc_id_umid',
  POSTAL_ID: 'kyc_id_postal',
};

type Slot = 'idImage' | 'selfieImage';

interface Picked {
  file: File | null;
  preview: string | null;
  problemKey: string | null;
}

const EMPTY: Picked = { file: null, preview: null, problemKey: null };
const MAX_MB = KYC_MAX_BYTES / (1024 * 1024);

function ImagePicker({
  label,
  hint,
  capture,
  picked,
  required,
  onPick,
}: {
  label: string;
  hint: string;
  capture: 'environment' | 'user';
  picked: Picked;
  required: string | null;
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = picked.problemKey ? t(picked.problemKey, { max: MAX_MB }) : required;
  return (
    <div className="kyc-picker">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <input
        id={id}
        className="kyc-picker__input"
        type="file"
        accept="image/*"
        capture={capture}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {picked.preview ? (
        <img
          className="kyc-picker__preview"
          src={picked.preview}
          alt={t('kyc_preview', { name: label })}
          width={240}
          height={150}
        />
      ) : null}
    </div>
  );
}

/** The ID submission: ID kind, optional number, the ID's front and a selfie holding it (contract). */
export function KycUploadForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [idType, setIdType] = useState<IdType>('PHILSYS');
  const [idNumber, setIdNumber] = useState('');
  const [pictures, setPictures] = useState<Record<Slot, Picked>>({ idImage: EMPTY, selfieImage: EMPTY });
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const selectId = useId();

  // Previews are object URLs: each is given back when replaced, and the rest when the form goes.
  const previews = useRef<Record<Slot, string | null>>({ idImage: null, selfieImage: null });
  useEffect(() => {
    const held = previews.current;
    return () => {
      for (const url of Object.values(held)) if (url) URL.revokeObjectURL(url);
    };
  }, []);

  const pick = (slot: Slot, file: File | null) => {
    setProblem(null);
    const problemKey = file ? kycFileProblem(file) : null;
    const preview = file && !problemKey ? URL.createObjectURL(file) : null;
    const old = previews.current[slot];
    if (old) URL.revokeObjectURL(old);
    previews.current[slot] = preview;
    setPictures((all) => ({
      ...all,
      [slot]: {
        file: file && !problemKey ? file : null,
        preview,
        problemKey,
      },
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const idImage = pictures.idImage.file;
    const selfieImage = pictures.selfieImage.file;
    if (!idImage || !selfieImage || uploading) return;
    setUploading(true);
    setProblem(null);
    try {
      const number = idNumber.trim();
      const result = await settle(
        uploadIdImage(
          { idType, idImage, selfieImage, ...(number ? { idNumber: number } : {}) },
          // Pictures from a phone on 4G take longer than an ordinary call.
          { silent: true, timeoutMs: 60_000 },
        ),
      );
      if (!result.success) {
        setProblem(problemText(result, t));
        return;
      }
      queryClient.setQueryData(getGetIdImageQueryKey(), result.data);
      void queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
      showToast('kyc_submitted', { kind: 'success' });
    } finally {
      setUploading(false);
    }
  };

  const required = (slot: Slot) => (tried && !pictures[slot].file ? t('kyc_file_required') : null);

  return (
    <form className="account-form account-card" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('kyc_id_type')}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={idType}
          onChange={(event) => setIdType(event.target.value as IdType)}
        >
          {ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(ID_TYPE_LABEL[type])}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('kyc_id_number')}
        autoComplete="off"
        maxLength={32}
        value={idNumber}
        onChange={(event) => setIdNumber(event.target.value)}
      />
      <ImagePicker
        label={t('kyc_id_front')}
        hint={t('kyc_file_hint', { max: MAX_MB })}
        capture="environment"
        picked={pictures.idImage}
        required={required('idImage')}
        onPick={(file) => pick('idImage', file)}
      />
      <ImagePicker
        label={t('kyc_selfie')}
        hint={t('kyc_selfie_hint')}
        capture="user"
        picked={pictures.selfieImage}
        required={required('selfieImage')}
        onPick={(file) => pick('selfieImage', file)}
      />
      {uploading ? (
        <div className="kyc-progress" role="status">
          <progress className="kyc-progress__bar" aria-label={t('kyc_uploading')} />
          <span>{t('kyc_uploading')}</span>
        </div>
      ) : null}
      <FormSubmit problem={problem} disabled={uploading} busy={uploading}>
        {t('kyc_submit')}
      </FormSubmit>
    </form>
  );
}
