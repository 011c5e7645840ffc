import { useTranslation } from 'react-i18next';

/**
 * Says the app talks to a test environment (the status's test flag), so nobody mistakes its balances and
 * draws for real ones. Small and out of the way of taps: it is a reminder, not a screen.
 */
export function TestEnvironmentRibbon() {
  const { t } = useTranslation();
  return (
    <p className="test-environment-ribbon" role="note">
      {t('test_environment')}
    </p>
  );
}
