import { useSearchParams } from 'react-router-dom';
import { HelpCenter } from './help-center';
import { HELP_CENTER_PAGE, isMorePage } from './more-pages';
import { MoreContent } from './more-content';
import { MoreMenu } from './more-menu';
import '@/components/layout.css';
import '@/components/panel.css';
import './more.css';

/** More: the menu of content pages and settings, or one content page when ?page= names it. */
export function MorePage() {
  const [params] = useSearchParams();
  const page = params.get('page');
  if (page === HELP_CENTER_PAGE) return <HelpCenter />;
  return isMorePage(page) ? <MoreContent page={page} /> : <MoreMenu />;
}
