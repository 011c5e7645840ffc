import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FormProblem } from './form-problem';
import '../account-form.css';

export interface FormAlertProps {
  problem: FormProblem | null;
  /** The screen's look for it; the parts of a detailed one are named after it (`__text`, `__detail`). */
  className?: string;
}

/** Rendered only with a problem: an element that appears with role="alert" is announced at once. */
export function FormAlert({ problem, className = 'account-alert' }: FormAlertProps) {
  const { t } = useTranslation();
  if (!problem) return null;
  if (typeof problem === 'string')
    return (
      <p className={className} role="alert">
        {problem}
      </p>
    );
  return (
    <div className={className} role="alert">
      <p className={`${className}__text`}>{problem.text}</p>
      {problem.code ? (
        <p className={`${className}__detail`}>{t('error_code', { code: problem.code })}</p>
      ) : null}
      {problem.reason ? (
        <p className={`${className}__detail`}>{t('error_reason', { reason: problem.reason })}</p>
      ) : null}
      {problem.link ? (
        <p className={`${className}__link`}>
          <Link to={problem.link.to}>{problem.link.label}</Link>
        </p>
      ) : null}
    </div>
  );
}
