import type { SiteApi } from './api';
import type { SiteGame, SiteLine, SiteWallet } from './types';

// What the views share: the state of the visit and the actions that change it (implemented in app.ts).

export type SiteView = 'lobby' | 'game' | 'orders';

export interface SlipNotice {
  kind: 'error' | 'success';
  text: string;
}

export interface SiteState {
  username: string;
  wallet: SiteWallet | null;
  games: SiteGame[];
  view: SiteView;
  gameId: number | null;
  slip: SiteLine[];
  placing: boolean;
  slipNotice: SlipNotice | null;
  /** The view the operator launched: from the orders view, "play" asks the operator for the lobby. */
  launchedView: 'game' | 'order';
}

export interface SiteContext {
  readonly state: SiteState;
  readonly api: SiteApi;
  openLobby(): void;
  openGame(gameId: number): void;
  openOrders(): void;
  /** From the orders: play again (a new launch of the lobby when the operator opened the orders view). */
  playGames(): void;
  addLine(line: SiteLine): void;
  removeLine(index: number): void;
  placeBets(): Promise<void>;
  refreshWallet(): Promise<void>;
  /** A failed call: a lost session shows "reconnect", anything else is told where it happened. */
  failed(error: unknown): string;
  announce(text: string): void;
}
