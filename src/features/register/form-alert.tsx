import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A refusal as the phone form shows it: the message, and for phone-auth errors the code and the reason. */
export interface AlertText {
  text: string;
  code?: string;
  reason?: string;
  /** A way on, e.g. to password login for a number that already has an account. */
  link?: { to: string; label: string };
}

/** Rendered only with a problem: an element that appears with role="alert" is announced at once. */
export function FormAlert({ problem }: { problem: AlertText | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <div className="phone-alert" role="alert">
      <p className="phone-alert__text">{problem.text}</p>
      {problem.code ? <p className="phone-alert__detail">{t('error_code', { code: problem.code })}</p> : null}
      {problem.reason ? (
        <p className="phone-alert__detail">{t('error_reason', { reason: problem.reason })}</p>
      ) : null}
      {problem.link ? (
        <p className="phone-alert__link">
          <Link to={problem.link.to}>{problem.link.label}</Link>
        </p>
      ) : null}
    </div>
  );
}
