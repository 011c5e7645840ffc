import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetSecurityConfig } from '@/api/areas/withdraw';
import { Button } from '@/components/button';
import { ChevronRightIcon } from '@/components/icons/chevron-right-icon';
import { MemberScreen } from '@/components/member-screen';
import { Skeleton } from '@/components/skeleton';
import { securityItems, type SecurityItem } from './security-items';
import '@/components/link-list.css';
import '@/components/account-form.css';
import './security.css';

const MARK: Record<SecurityItem['stateKey'], string> = {
  security_done: '✓',
  security_not_set: '!',
  security_not_verified: '!',
  security_unavailable: '–',
};

/** The security centre (spec section 2): every item of the security config, its state, and its screen. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const config = useGetSecurityConfig();
  const items = config.data ? securityItems(config.data) : [];
  const done = items.filter((i) => i.stateKey === 'security_done').length;
  const counted = items.filter((i) => i.item.enabled).length;

  // What was read stays on the screen: a later refresh that fails (react-query reports the error beside the
  // data it keeps) does not swap the list for "load failed".
  let content;
  if (config.isPending) {
    content = <Skeleton width="100%" height={6 * 56} />;
  } else if (config.isError && config.data === undefined) {
    content = (
      <div className="account-card account-form">
        <p>{t('load_failed')}</p>
        <Button variant="secondary" onClick={() => void config.refetch()}>
          {t('try_again')}
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <p className="account-progress">{t('security_progress', { done, total: counted })}</p>
        <ul className="link-list security-list">
          {items.map((entry) => {
            const body = (
              <>
                <span className="security-list__label">{t(entry.labelKey)}</span>
                <span className={`security-state security-state--${entry.stateKey}`}>
                  <span aria-hidden="true" className="security-state__mark">
                    {MARK[entry.stateKey]}
                  </span>
                  {t(entry.stateKey)}
                </span>
              </>
            );
            return (
              <li key={entry.id}>
                {entry.item.enabled ? (
                  <Link to={entry.to} className="link-list__link security-list__link">
                    {body}
                    <ChevronRightIcon size={20} />
                  </Link>
                ) : (
                  <div className="link-list__link security-list__link">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <MemberScreen titleKey="member_security_center">
      <div aria-busy={config.isPending}>{content}</div>
    </MemberScreen>
  );
}
