import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/button';
import { FullScreenNotice } from '@/components/full-screen-notice';
import { HeadsetIcon } from '@/components/icons/headset-icon';
import { useBlocker } from './use-blocker';
import '@/components/layout.css';
import './overlays.css';

export interface RegionRestrictedPageProps {
  ip: string;
  countryCode: string;
  /** The first customer-service address, already decoded; no button without one. */
  contactUrl: string | null;
}

/** Access denied for the visitor's IP or region (status.regionRestriction), with what the server saw. */
export function RegionRestrictedPage({ ip, countryCode, contactUrl }: RegionRestrictedPageProps) {
  const { t } = useTranslation();
  useBlocker('region');
  return (
    <FullScreenNotice
      icon={<HeadsetIcon size={36} />}
      title={t('region_restricted_title')}
      actions={
        contactUrl ? (
          <a
            className={buttonClassName('primary', true)}
            href={contactUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('contact_us')}
          </a>
        ) : null
      }
    >
      <p>{t('region_restricted_text')}</p>
      <dl className="visitor-location surface-card">
        <div>
          <dt>{t('your_ip')}</dt>
          <dd>{ip}</dd>
        </div>
        <div>
          <dt>{t('your_country')}</dt>
          <dd>{countryCode}</dd>
        </div>
      </dl>
    </FullScreenNotice>
  );
}
