// The player's own bets, imported as '@/api/areas/bets' (its own door, so it weighs only on the screens that
// read bets): the recent bets "Check my numbers" picks a combination from (issue 20 item 5).
export { getGetRecentBetsQueryKey, useGetRecentBets } from '../generated/wps/bet/bet';
export type { PlayType, RecentBet, RecentBets } from '../generated/wps/wps.schemas';
