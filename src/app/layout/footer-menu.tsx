import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { GiftIcon } from '@/components/icons/gift-icon';
import { GridIcon } from '@/components/icons/grid-icon';
import { HomeIcon } from '@/components/icons/home-icon';
import { TrophyIcon } from '@/components/icons/trophy-icon';
import { UserIcon } from '@/components/icons/user-icon';

interface MenuItem {
  to: string;
  labelKey: string;
  icon: ReactNode;
  /** Whether the current path belongs to this item (the member item covers every member screen). */
  matches: (pathname: string) => boolean;
}

const ITEMS: readonly MenuItem[] = [
  { to: '/', labelKey: 'menu_home', icon: <HomeIcon />, matches: (p) => p === '/' },
  { to: '/promotion', labelKey: 'menu_promotion', icon: <GiftIcon />, matches: (p) => p === '/promotion' },
  { to: '/games', labelKey: 'menu_games', icon: <GridIcon />, matches: (p) => p === '/games' },
  { to: '/draw-result', labelKey: 'menu_draw', icon: <TrophyIcon />, matches: (p) => p === '/draw-result' },
  {
    to: '/member/home',
    labelKey: 'menu_member',
    icon: <UserIcon />,
    matches: (p) => p.startsWith('/member/'),
  },
];

/** The footer menu (spec section 2); the item of the current screen is marked for sight and for speech. */
export function FooterMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="footer-menu" aria-label={t('main_menu')}>
      <ul className="footer-menu__list">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="footer-menu__link"
              aria-current={item.matches(pathname) ? 'page' : undefined}
            >
              {item.icon}
              <span className="footer-menu__label">{t(item.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
