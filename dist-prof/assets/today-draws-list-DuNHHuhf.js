import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { i as TodayDrawsSkeleton, y as useTranslation } from "./app-B8swDsOD.js";
import { Q as useDeferredQueryData, it as useGetTodayGames } from "./api-G_9Nallq.js";
import { n as parseCombination, t as Balls } from "./balls-CYk68fRB.js";
import "./runtime-Dc1RwkV2.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { n as gameName, t as ballKind } from "./games-DjO7uSUc.js";
import { r as formatManilaClock } from "./manila-time-DgkOdPsd.js";
import { r as useNow } from "./clock-SdHYv9A3.js";
// src/lib/countdown.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Milliseconds until sales close, as of `now`, for figures received at `receivedAt` (may be negative). */
function msUntilSalesClose(game, receivedAt, now) {
	return game.remainTime - game.lockTime - (now - receivedAt);
}
var pad = (n) => String(n).padStart(2, "0");
/**
* HH:MM:SS, rounded up to the whole second so the display reads 00:00:00 exactly when time is up. Hours
* keep counting past 99 rather than wrap; nothing negative is ever shown.
*/
function formatCountdown(ms) {
	const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1e3) : 0;
	const hours = Math.floor(total / 3600);
	const minutes = Math.floor(total % 3600 / 60);
	return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}
function countdownPhase(ms) {
	if (ms <= 0) return "closed";
	return ms <= 6e4 ? "closing-soon" : "open";
}
/**
* The next instant (device clock) at which one of the games crosses a deadline (sales close or draw), after
* `now`; null when none is ahead. At that instant today's games are fetched again.
*/
function nextDeadline(games, receivedAt, now) {
	let next = null;
	for (const game of games) for (const at of [receivedAt + game.remainTime - game.lockTime, receivedAt + game.remainTime]) if (at > now && (next === null || at < next)) next = at;
	return next;
}
// src/components/countdown.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* HH:MM:SS in digits that do not jitter; under a minute it turns red and says so, at zero it says sales are
* closed. Not a live region: a screen reader reads it when the player gets there, not every second.
*/
function Countdown({ remainingMs, labels }) {
	const phase = countdownPhase(remainingMs);
	if (phase === "closed") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: "countdown countdown--closed",
		children: labels.closed
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: `countdown countdown--${phase}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "visually-hidden",
				children: [labels.closesIn, " "]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "countdown__time",
				children: formatCountdown(remainingMs)
			}),
			phase === "closing-soon" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "countdown__soon",
				children: labels.closingSoon
			}) : null
		]
	});
}
// src/features/home/today-draws-list.tsx
/**
* Today's draws with the latest result and the time left to buy (remaining minus lock time). One shared clock
* re-renders the list once a second; when any game reaches a deadline (sales close, or its draw) today's games
* are fetched again, so closed games and new results show without a reload.
*/
function TodayDrawsList() {
	const { t } = useTranslation();
	const now = useNow();
	const today = useGetTodayGames({ query: { staleTime: 3e4 } });
	const shown = useDeferredQueryData(today);
	const games = shown.data?.todayGames;
	const receivedAt = today.dataUpdatedAt;
	const { refetch, isFetching } = today;
	const deadline = (0, import_react.useMemo)(() => games ? nextDeadline(games, receivedAt, receivedAt) : null, [games, receivedAt]);
	const triggered = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (deadline === null || now < deadline || isFetching || triggered.current === deadline) return;
		triggered.current = deadline;
		refetch();
	}, [
		deadline,
		now,
		isFetching,
		refetch
	]);
	const labels = (0, import_react.useMemo)(() => ({
		closesIn: t("sales_close_in"),
		closingSoon: t("closing_soon"),
		closed: t("sales_closed")
	}), [t]);
	if (shown.pending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TodayDrawsSkeleton, {});
	if (!games || games.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		compact: true,
		children: t("no_games_today")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "today-draws",
		children: games.map((game) => {
			const numbers = parseCombination(game.winningNumber);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "today-draw",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "today-draw__head",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: "today-draw__name",
						children: gameName(game)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Countdown, {
						remainingMs: msUntilSalesClose(game, receivedAt, now),
						labels
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "today-draw__body",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "today-draw__time",
						children: t("draw_at", { time: formatManilaClock(game.winningTime) })
					}), numbers.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Balls, {
						numbers,
						kind: ballKind(game.gameType),
						label: t("latest_result"),
						size: "small"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "today-draw__none",
						children: t("no_result_yet")
					})]
				})]
			}, game.gameId);
		})
	});
}
export { TodayDrawsList };
