import { useTranslation } from 'react-i18next';
import { useGetStatus } from '@/api';
import { HeadsetIcon } from '@/components/icons/headset-icon';
import { statusQuery } from '@/lib/platform';
import { decodeServiceLink } from '@/lib/service-link';
import '@/components/link-list.css';

/** The status's customer-service contacts (decoded; unsafe ones dropped), shown only when there are any. */
export function CustomerServiceLinks() {
  const { t } = useTranslation();
  const { data } = useGetStatus(statusQuery());
  const links = (data?.info.customerService ?? []).flatMap((entry) => {
    const href = decodeServiceLink(entry.path);
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
