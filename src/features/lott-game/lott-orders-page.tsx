import { LottFrame } from './lott-frame';

/** /member/lottOrders: the game frame on the player's bets (betting history). */
export function LottOrdersPage() {
  return <LottFrame view="order" />;
}
