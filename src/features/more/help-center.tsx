import { useTranslation } from 'react-i18next';
import { useGetHelpCenter } from '@/api/areas/account';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SafeHtml } from '@/components/safe-html';
import { Skeleton } from '@/components/skeleton';
import { statusQuery } from '@/lib/platform';
import { CustomerServiceLinks } from './customer-service-links';

/** The help centre (GET /wps/system/helpCenter): questions that open on a tap, and the way to a person. */
export function HelpCenter() {
  const { t } = useTranslation();
  const help = useGetHelpCenter(statusQuery(), { query: { staleTime: 5 * 60_000 } });
  let content;
  if (help.isPending) content = <Skeleton width="100%" height="6em" />;
  else if (!help.data || help.data.length === 0) content = <EmptyState>{t('no_record')}</EmptyState>;
  else
    content = (
      <div className="help-list">
        {help.data.map((item) => (
          <details key={item.id} className="help-item">
            <summary className="help-item__title">{item.title}</summary>
            <SafeHtml html={item.content} tableLabel={t('table')} />
          </details>
        ))}
      </div>
    );
  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('help_center')} backTo="/more" backLabel={t('back')} />
      <article className="panel" aria-busy={help.isPending}>
        {content}
      </article>
      <CustomerServiceLinks />
    </div>
  );
}
