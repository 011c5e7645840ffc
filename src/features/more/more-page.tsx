import { useSearchParams } from 'react-router-dom';
import { isMorePage } from './more-pages';
import { MoreContent } from './more-content';
import { MoreMenu } from './more-menu';
import './more.css';

/** More: the menu of content pages and settings, or one content page when ?page= names it. */
export function MorePage() {
  const [params] = useSearchParams();
  const page = params.get('page');
  return isMorePage(page) ? <MoreContent page={page} /> : <MoreMenu />;
}
