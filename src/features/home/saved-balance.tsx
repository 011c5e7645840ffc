import { useTranslation } from 'react-i18next';

/**
 * The balance the device kept from the last time home showed it (src/state/member-copy.ts), while the server's
 * answer is on its way: never shown as current money, always marked as updating, and replaced in place.
 * index.html draws the same markup before the app has run (scripts/build/boot.ts), so nothing moves between
 * the three (the drawing, home's first render, the balance box waiting for its answer).
 */
export function SavedBalance({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="amount balance-box__saved">{text}</span>
      <span className="balance-box__updating">{t('balance_updating')}</span>
    </>
  );
}
