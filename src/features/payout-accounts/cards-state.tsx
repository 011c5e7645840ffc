import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import '@/components/panel.css';

/** What a card screen shows until its data is there: a placeholder, or the failure with a retry. */
export function CardsLoading({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <section className="panel cards-section" role="alert">
        <p>{t('load_failed')}</p>
        <Button variant="secondary" block onClick={retry}>
          {t('wd_retry')}
        </Button>
      </section>
    );
  return (
    <div className="panel cards-section" aria-busy="true">
      <Skeleton width="100%" height="8rem" />
    </div>
  );
}
