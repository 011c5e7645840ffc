import { useTranslation } from 'react-i18next';
import { useGetStatus } from '@/api';
import { HeadsetIcon } from '@/components/icons/headset-icon';
import { statusQuery } from '@/lib/platform';
import { useLoaded } from '@/components/use-loaded';
import '@/components/link-list.css';

// The decryption (crypto-js) loads only when the status has contacts to show, not with the screen's own code.
const loadServiceLink = () => import('@/lib/service-link');

/** The status's customer-service contacts (decrypted; unsafe ones dropped), shown only when there are any. */
export function CustomerServiceLinks() {
  const { t } = useTranslation();
  const { data } = useGetStatus(statusQuery());
  const entries = data?.info.customerService ?? [];
  const rule = useLoaded(loadServiceLink, entries.length > 0);
  const links = entries.flatMap((entry) => {
    const href = rule?.decodeServiceLink(entry.path);
    return href ? [{ title: entry.title, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section aria-label={t('customer_service')}>
      <h2 className="more-section-title">{t('customer_service')}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.href}>
            <a className="link-list__link" href={link.href} target="_blank" rel="noopener noreferrer">
              <span>{link.title}</span>
              <HeadsetIcon size={20} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
