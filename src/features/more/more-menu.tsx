import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/icons/chevron-right-icon';
import { PageHeader } from '@/components/page-header';
import { CustomerServiceLinks } from './customer-service-links';
import { LanguageChoice } from './language-choice';
import { HELP_CENTER_PAGE, MORE_PAGES, PAGE_TITLE_MESSAGE } from './more-pages';
import '@/components/link-list.css';

/** The More menu: notices, the content pages, and the language. */
export function MoreMenu() {
  const { t } = useTranslation();
  const links = [
    { to: '/notice', label: t('notice_title') },
    { to: '/check-numbers', label: t('nc_title') },
    { to: '/hot-cold', label: t('hc_title') },
    ...MORE_PAGES.map((page) => ({ to: `/more?page=${page}`, label: t(PAGE_TITLE_MESSAGE[page]) })),
    { to: `/more?page=${HELP_CENTER_PAGE}`, label: t('help_center') },
    { to: '/member/responsibleGaming', label: t('rg_title') },
  ];
  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('more_title')} />
      <nav aria-label={t('more_title')}>
        <ul className="link-list">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="link-list__link">
                <span>{link.label}</span>
                <ChevronRightIcon size={20} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CustomerServiceLinks />
      <LanguageChoice />
    </div>
  );
}
