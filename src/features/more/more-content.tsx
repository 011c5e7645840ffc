import { useTranslation } from 'react-i18next';
import { useGetAnnouncements } from '@/api';
import { PageHeader } from '@/components/page-header';
import { SafeHtml } from '@/components/safe-html';
import { Skeleton } from '@/components/skeleton';
import { announcementPlatform } from '@/lib/platform';
import { linksToPage, PAGE_STATEMENT_MESSAGES, PAGE_TITLE_MESSAGE, type MorePage } from './more-pages';

/** One content page: the operator's text for it (footer announcements) and the product's own statements. */
export function MoreContent({ page }: { page: MorePage }) {
  const { t } = useTranslation();
  const footer = useGetAnnouncements(
    { platform: announcementPlatform(), groupName: 'footer' },
    { query: { staleTime: 5 * 60_000 } },
  );
  const entry = footer.data?.footer?.find((item) => linksToPage(item.link, page));
  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t(PAGE_TITLE_MESSAGE[page])} backTo="/more" backLabel={t('back')} />
      <article className="panel" aria-busy={footer.isPending}>
        {footer.isPending ? <Skeleton width="100%" height="3em" /> : null}
        {entry?.content ? <SafeHtml html={entry.content} tableLabel={t('table')} /> : null}
        {PAGE_STATEMENT_MESSAGES[page].map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </article>
    </div>
  );
}
