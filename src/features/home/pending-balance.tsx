import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { storedBalance } from '@/state/member-copy';

/**
 * The balance box's amount while the server's answer is on its way: the balance the device kept from the last
 * time home showed it (src/state/member-copy.ts), never shown as current money, always marked as updating and
 * replaced in place; a skeleton where there is none. index.html draws the same markup before the app has run
 * (scripts/build/boot.ts), so nothing moves between the three (the drawing, home's first render, the balance
 * box waiting for its answer).
 */
export function PendingBalance() {
  const { t } = useTranslation();
  const [saved] = useState(storedBalance);
  if (!saved) return <Skeleton width="9em" height="0.9em" />;
  return (
    <>
      <span className="amount balance-box__saved">{saved}</span>
      <span className="balance-box__updating">{t('balance_updating')}</span>
    </>
  );
}
