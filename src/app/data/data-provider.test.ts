import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { operations } from '@/api/all-operations';
import { dropPlayersData, PUBLIC_QUERY_PATHS } from './data-provider';

describe('what a session leaves in the query cache when it ends', () => {
  it('names exactly the GET calls the contract gives everyone alike', () => {
    const contract = operations
      .filter((op) => op.method === 'GET' && !op.protected && !op.optionalAuth)
      .map((op) => op.path)
      .sort();
    expect([...PUBLIC_QUERY_PATHS].sort()).toEqual(contract);
  });

  it("drops the player's answers and keeps what everyone gets, in the same entries", () => {
    const client = new QueryClient();
    client.setQueryData(['/wps/member/info'], { id: 7 });
    client.setQueryData(['/wps/v2/wallets/balance'], { balance: 12 });
    client.setQueryData(['/wps/system/status', { lang: 'en' }], { maintenance: false });
    client.setQueryData(['/v.json'], { version: '1' });
    const status = client.getQueryCache().find({ queryKey: ['/wps/system/status', { lang: 'en' }] });

    dropPlayersData(client);

    expect(client.getQueryData(['/wps/member/info'])).toBeUndefined();
    expect(client.getQueryData(['/wps/v2/wallets/balance'])).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: ['/wps/system/status', { lang: 'en' }] })).toBe(status);
    expect(client.getQueryData(['/v.json'])).toEqual({ version: '1' });
  });
});
