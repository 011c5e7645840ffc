import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/icons/chevron-right-icon';
import '@/components/link-list.css';

const LINKS = [
  { to: '/member/fundAccount', labelKey: 'member_fund_account' },
  { to: '/member/transaction', labelKey: 'member_transaction' },
  { to: '/member/securityCenter', labelKey: 'member_security_center' },
  { to: '/member/lottOrders', labelKey: 'member_lott_orders' },
  { to: '/member/responsibleGaming', labelKey: 'rg_title' },
  { to: '/more', labelKey: 'more_title' },
] as const;

/** The list of ways into the account (spec section 2, member home). */
export function MemberLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('member_menu')}>
      <ul className="link-list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link-list__link">
              <span>{t(link.labelKey)}</span>
              <ChevronRightIcon size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
