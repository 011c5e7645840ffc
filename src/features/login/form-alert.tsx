import { useTranslation } from 'react-i18next';

/** A refusal as the form shows it: the message, and for provider errors the code and the reason. */
export interface AlertText {
  text: string;
  code?: string;
  reason?: string;
}

/** Rendered only with a problem: an element that appears with role="alert" is announced at once. */
export function FormAlert({ problem }: { problem: AlertText | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert__text">{problem.text}</p>
      {problem.code ? <p className="form-alert__detail">{t('error_code', { code: problem.code })}</p> : null}
      {problem.reason ? (
        <p className="form-alert__detail">{t('error_reason', { reason: problem.reason })}</p>
      ) : null}
    </div>
  );
}
