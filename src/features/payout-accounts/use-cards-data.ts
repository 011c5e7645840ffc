import { useGetMemberInfo } from '@/api';
import { useGetBindConfig, useGetWithdrawAccountInfo } from '@/api/areas/withdraw';

/** The bound accounts, the binding rules and the payee name on file, for the card screens. */
export function useCardsData() {
  const accounts = useGetWithdrawAccountInfo();
  const config = useGetBindConfig();
  const member = useGetMemberInfo();
  const queries = [accounts, config, member];
  const retry = () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };
  if (!accounts.data || !config.data || !member.data)
    return { ready: false as const, failed: queries.some((q) => q.isError), retry };
  return {
    ready: true as const,
    cards: accounts.data.bankCards,
    maxCardCount: accounts.data.maxCardCount,
    config: config.data,
    payee: member.data.payee ?? null,
  };
}
