import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import '@/components/layout.css';
import './test-pages.css';

/** Internal test pages (spec section 2): a list and a form built from the UI kit, for checking it by hand. */
export function TestPage() {
  const { t } = useTranslation();
  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('test_title')} backTo="/" backLabel={t('back')} />
      <ul className="test-pages__links stack stack--gap-2 plain-list">
        <li>
          <Link to="/test/list">{t('test_list_title')}</Link>
        </li>
        <li>
          <Link to="/test/form">{t('test_form_title')}</Link>
        </li>
      </ul>
    </div>
  );
}
