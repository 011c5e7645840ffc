import { LottFrame } from './lott-frame';

/** /lottGame?gameId=…: the game frame on a game (or on the lobby without gameId). */
export function LottGamePage() {
  return <LottFrame view="game" />;
}
