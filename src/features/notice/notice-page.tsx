import { useTranslation } from 'react-i18next';
import { useGetAnnouncements } from '@/api';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SafeHtml } from '@/components/safe-html';
import { Skeleton } from '@/components/skeleton';
import { shownDate, isoInstant } from '@/lib/shown-instant';
import { announcementPlatform } from '@/lib/platform';
import '@/components/layout.css';
import '@/components/panel.css';
import './notice.css';

/** Notices to players (announcement group "players"), newest first, each with its Manila date. */
export function NoticePage() {
  const { t } = useTranslation();
  const announcements = useGetAnnouncements(
    { platform: announcementPlatform(), types: 'PL' },
    { query: { staleTime: 5 * 60_000 } },
  );
  const notices = [...(announcements.data?.players ?? [])].sort(
    (a, b) => (b.createTime ?? 0) - (a.createTime ?? 0),
  );

  let content;
  if (announcements.isPending) content = <Skeleton width="100%" height={120} />;
  else if (notices.length === 0) content = <EmptyState>{t('no_record')}</EmptyState>;
  else
    content = (
      <ul className="stack plain-list">
        {notices.map((notice) => (
          <li key={notice.id} className="panel panel--tight">
            <h2 className="notice__title">{notice.title}</h2>
            {notice.createTime ? (
              <time className="notice__date" dateTime={isoInstant(notice.createTime)}>
                {shownDate(notice.createTime)}
              </time>
            ) : null}
            <SafeHtml html={notice.content} tableLabel={t('table')} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('notice_title')} backTo="/more" backLabel={t('back')} />
      <div aria-busy={announcements.isPending}>{content}</div>
    </div>
  );
}
