import { useTranslation } from 'react-i18next';
import { FullScreenNotice } from '@/components/full-screen-notice';
import { useBlocker } from './use-blocker';
import './overlays.css';

/** A phone held sideways: the app is laid out for portrait, so it asks to be turned back. */
export function LandscapeTip() {
  const { t } = useTranslation();
  useBlocker('landscape');
  return (
    <FullScreenNotice
      icon={
        <svg
          width="36"
          height="36"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="7" y="2" width="10" height="20" rx="2" />
          <path d="M11 18h2" />
        </svg>
      }
      title={t('landscape_title')}
    >
      <p>{t('landscape_text')}</p>
    </FullScreenNotice>
  );
}
