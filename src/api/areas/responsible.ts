// The responsible-gaming area's calls and types, imported as '@/api/areas/responsible' (each member area has its
// own door, so none of them weighs on the first page): limits, time-outs and self-exclusion, the reality check
// and the activity statement (issue 19).
export {
  getGetActivityStatementQueryKey,
  getGetGamingLimitsQueryKey,
  getGetPlayBreakQueryKey,
  getGetRealityCheckQueryKey,
  getSessionActivity,
  setGamingLimits,
  setRealityCheck,
  startPlayBreak,
  useGetActivityStatement,
  useGetGamingLimits,
  useGetPlayBreak,
  useGetRealityCheck,
} from '../generated/wps/responsible/responsible';
export type {
  ActivityStatement,
  GamingLimits,
  LimitAmounts,
  LimitKind,
  PeriodLimit,
  PlayBreak,
  PlayBreakLength,
  RealityCheck,
  RealityCheckIntervalMinutes,
  SessionActivity,
  StatementPeriod,
} from '../generated/wps/wps.schemas';
