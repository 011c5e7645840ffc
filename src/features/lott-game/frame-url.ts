import { apiConfig } from '@/api/config';
import { gameOrigin } from '@/lib/game-origin';

/**
 * The game site's password-login page (product spec section 9), on our own origin (section 1) unless the build
 * gives the game site an origin of its own (VITE_GAME_ORIGIN, src/lib/game-origin.ts).
 */
export const LOTTERY_FRAME_PATH = '/m/pl/t1/';

export interface FrameLaunch {
  view: 'game' | 'order';
  /** The one-time code of the launch call. */
  token: string;
  gameId: number | null;
}

/**
 * The URL the lottery frame loads. Only the one-time code comes from the server; the path and the merchant are
 * the product's own (the merchant from the build's VITE_MERCHANT, through the API configuration), so no launch
 * answer can send the frame to another page or site. The code travels as a parameter of its own, however it is written.
 */
export function lotteryFrameUrl(launch: FrameLaunch, origin: string = gameOrigin()): string {
  const url = new URL(LOTTERY_FRAME_PATH, origin);
  url.searchParams.set('merchant', apiConfig.merchant);
  url.searchParams.set('view', launch.view);
  url.searchParams.set('token', launch.token);
  if (launch.view === 'game' && launch.gameId !== null) url.searchParams.set('gameId', String(launch.gameId));
  return url.href;
}
