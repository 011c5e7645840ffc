import { useGetMemberInfo, useGetWalletBalance } from '@/api';
import {
  useGetDepositSettings,
  useGetIdImage,
  useGetSecurityConfig,
  useGetWithdrawAccountInfo,
  useGetWithdrawSettings,
} from '@/api/areas/withdraw';
import { missingRequirements } from './withdraw-rules';

const TOTAL = { typeId: 0 };

/** Everything the withdraw screen needs to know before it shows the form, loaded side by side. */
export function useWithdrawData() {
  const settings = useGetWithdrawSettings();
  const accounts = useGetWithdrawAccountInfo();
  const member = useGetMemberInfo();
  const kyc = useGetIdImage();
  const security = useGetSecurityConfig();
  const depositSettings = useGetDepositSettings();
  const balance = useGetWalletBalance(TOTAL);

  const queries = [settings, accounts, member, kyc, security, depositSettings];
  const failed = queries.some((q) => q.isError);
  const pending = queries.some((q) => q.isPending);
  const retry = () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };

  if (pending || failed || !settings.data || !accounts.data || !member.data || !kyc.data || !security.data)
    return { ready: false as const, failed, retry, balance };

  const missing = missingRequirements(settings.data, {
    hasCard: accounts.data.bankCards.length > 0,
    mobileVerified: member.data.mobileVerified,
    kycStatus: kyc.data.status,
    paymentPasswordSet: security.data.paymentPassword.isComplete,
  });
  return {
    ready: true as const,
    settings: settings.data,
    cards: accounts.data.bankCards,
    kyc: kyc.data,
    missing,
    smsEveryTime: depositSettings.data?.mobileVerificationType === 'EVERY_WITHDRAWAL',
    balance,
  };
}
