import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/button';
import { FullScreenNotice } from '@/components/full-screen-notice';
import { HeadsetIcon } from '@/components/icons/headset-icon';
import { useBlocker } from './use-blocker';
import { useLoaded } from '@/components/use-loaded';
import '@/components/layout.css';
import './overlays.css';

export interface RegionRestrictedPageProps {
  ip: string;
  countryCode: string;
  /** The status's customer-service entries (encrypted); the first safe one is the button, none: no button. */
  contactPaths: readonly string[];
}

// The decryption of the addresses (crypto-js) and the rule for opening them load with this rarely shown page,
// not with the first page.
const loadServiceLink = () => import('@/lib/service-link');

/** Access denied for the visitor's IP or region (status.regionRestriction), with what the server saw. */
export function RegionRestrictedPage({ ip, countryCode, contactPaths }: RegionRestrictedPageProps) {
  const { t } = useTranslation();
  useBlocker('region');
  const rule = useLoaded(loadServiceLink, contactPaths.length > 0);
  const contactUrl = rule
    ? (contactPaths.map((path) => rule.decodeServiceLink(path)).find(Boolean) ?? null)
    : null;
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
