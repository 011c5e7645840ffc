// What the fake lottery site's own API (/m/pl/t1/api/…) answers. The site stands in for a third-party game
// provider, so this is not part of our contract: the server (mock/lottery-site/api.ts) and the browser code in
// this folder share these types only.

export type PlayType = 'STRAIGHT' | 'RAMBOLITO';
export type BetStatus = 'PENDING' | 'WON' | 'LOST';

export interface SiteDraw {
  /** Epoch ms of the next draw and of its sales lock. */
  drawTime: number;
  lockTime: number;
  /** Manila wall-clock labels, e.g. "Tue 25 Nov, 9:00 PM". */
  drawLabel: string;
  lockLabel: string;
  salesOpen: boolean;
}

export interface SiteGame {
  gameId: number;
  gameCode: string;
  name: string;
  /** The game's artwork, a same-origin URL (the operator's own files: the same pictures as the app's). */
  picture: string;
  gameType: 'DIGIT' | 'JACKPOT';
  balls: number;
  min: number;
  max: number;
  /** Jackpot games: distinct numbers, any order. Digit games: ordered, repeats allowed. */
  distinct: boolean;
  /** Pesos per ticket; a line costs ticketPrice × tickets. */
  ticketPrice: number;
  playTypes: PlayType[];
  /** How to play and what it pays, one sentence each. */
  rules: string[];
  schedule: string;
  draw: SiteDraw;
}

export interface SiteSession {
  session: string;
  username: string;
}

export interface SiteWallet {
  balance: number;
  balanceText: string;
}

export interface SiteLine {
  gameId: number;
  numbers: number[];
  playType: PlayType;
  tickets: number;
}

export interface PlacedBets {
  count: number;
  totalText: string;
  drawLabel: string;
  wallet: SiteWallet;
}

export interface SiteOrder {
  id: number;
  gameId: number;
  gameName: string;
  gameType: 'DIGIT' | 'JACKPOT';
  numbers: number[];
  playType: PlayType;
  tickets: number;
  amountText: string;
  drawLabel: string;
  placedLabel: string;
  status: BetStatus;
  /** The payout after tax, "₱0.00" unless won. */
  prizeText: string;
  /** The draw's winning numbers once it is drawn. */
  winning: number[] | null;
}

export interface SiteFailure {
  success: false;
  code: string;
  message: string;
}

/** Messages the site posts to the operator's page that frames it. */
export type SiteToHostMessage =
  | { type: 'goBack' }
  | { type: 'refreshBalance' }
  | { type: 'logout' }
  | { type: 'changeGame'; gameId: number }
  | { type: 'launchGame' };

/** Messages the operator's page posts to the site. */
export type HostToSiteMessage = { type: 'balanceRefreshed' };
