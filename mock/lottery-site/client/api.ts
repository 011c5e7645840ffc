import type {
  PlacedBets,
  SiteFailure,
  SiteGame,
  SiteLine,
  SiteOrder,
  SiteSession,
  SiteWallet,
} from './types';

// The site's calls to its own server. The session comes from trading the one-time launch code and lives only
// in memory: a reload of the frame needs a new launch from the operator, as with a real provider.

export class SiteApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  /** The session is gone (or never was): only a new launch from the operator helps. */
  get sessionEnded(): boolean {
    return this.status === 401;
  }
}

export interface SiteApi {
  open(code: string): Promise<SiteSession>;
  wallet(): Promise<SiteWallet>;
  games(): Promise<SiteGame[]>;
  placeBets(lines: readonly SiteLine[]): Promise<PlacedBets>;
  orders(): Promise<SiteOrder[]>;
}

const isFailure = (value: unknown): value is SiteFailure =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SiteFailure).code === 'string' &&
  typeof (value as SiteFailure).message === 'string';

export function createApi(base = '/m/pl/t1/api'): SiteApi {
  let session: string | null = null;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (session) headers.Authorization = `Bearer ${session}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      });
    } catch {
      throw new SiteApiError(
        0,
        'NETWORK',
        'The game server cannot be reached. Check your connection and try again.',
      );
    }
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      if (isFailure(data)) throw new SiteApiError(response.status, data.code, data.message);
      throw new SiteApiError(
        response.status,
        'ERROR',
        `The game server answered ${response.status}. Please try again.`,
      );
    }
    return data as T;
  }

  return {
    async open(code) {
      const opened = await call<SiteSession>('POST', '/session', { code });
      session = opened.session;
      return opened;
    },
    wallet: () => call<SiteWallet>('GET', '/wallet'),
    games: async () => (await call<{ games: SiteGame[] }>('GET', '/games')).games,
    placeBets: (lines) => call<PlacedBets>('POST', '/bets', { lines }),
    orders: async () => (await call<{ orders: SiteOrder[] }>('GET', '/orders')).orders,
  };
}
