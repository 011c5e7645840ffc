import { BalanceBox } from './balance-box';
import { Greeting } from './greeting';

/** The top of home for a logged-in player: greeting, logout and the balance box. */
export function PlayerTop() {
  return (
    <>
      <Greeting />
      <BalanceBox />
    </>
  );
}
