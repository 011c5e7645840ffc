import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { B as session, M as showToast, T as useNavigate, l as Skeleton, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { Lt as statusQuery, Q as useDeferredQueryData, it as useGetTodayGames, ut as useGetStatus } from "./api-G_9Nallq.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { n as tabPanelProps, t as Tabs } from "./tabs-CrCfozk_.js";
import { n as parseCombination, t as Balls } from "./balls-CYk68fRB.js";
import { t as RemoteImage } from "./remote-image-B9PqkhkQ.js";
import { n as gameName, r as playPath, t as ballKind } from "./games-DjO7uSUc.js";
import { n as resolveImageUrl, t as gamePicturePath } from "./image-url-CbBY4Qnx.js";
import { i as formatManilaDate } from "./manila-time-DgkOdPsd.js";
import "./runtime-Dc1RwkV2.js";
// src/features/games/use-image-cdns.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var NONE = [];
/** The status's image CDNs (shared with the shell's status query; no call of its own once that is done). */
function useImageCdns() {
	return useGetStatus(statusQuery(), { query: { select: (status) => status.imageCDNs } }).data ?? NONE;
}
// src/features/games/game-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One game: picture, name, last draw date (YYYY.MM.DD, Manila, or '-'), winning balls and "play now". */
function GameCard({ game, eager, onPlay }) {
	const { t } = useTranslation();
	const cdns = useImageCdns();
	const nameId = (0, import_react.useId)();
	const numbers = parseCombination(game.winNo);
	const name = gameName(game);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "game-card",
		"aria-labelledby": nameId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoteImage, {
				src: resolveImageUrl(gamePicturePath(game.gameCode), cdns),
				alt: "",
				width: 64,
				height: 64,
				eager,
				fallback: game.gameCode,
				className: "game-card__picture"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "game-card__info",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: nameId,
					className: "game-card__name",
					children: name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "game-card__date",
					children: [
						t("last_draw"),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "game-card__date-value",
							children: game.winningTime ? formatManilaDate(game.winningTime) : "-"
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "game-card__balls",
				children: numbers.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Balls, {
					numbers,
					kind: ballKind(game.gameType),
					label: t("winning_numbers"),
					size: "small"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "game-card__none",
					children: t("no_result_yet")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				className: "game-card__play",
				onClick: onPlay,
				"aria-label": t("play_game", { name }),
				children: t("play_now")
			})
		]
	});
}
// src/features/games/game-card-skeleton.tsx
/** A game card at its final size while the games load. */
function GameCardSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "game-card",
		"aria-hidden": "true",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: 64,
				height: 64,
				className: "game-card__picture"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "game-card__info",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "9em",
					height: "1.2em"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "7em",
					height: "1em"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "game-card__balls",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "12em",
					height: "28px"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: "96px",
				height: "44px",
				className: "game-card__play"
			})
		]
	});
}
// src/features/games/use-play-game.ts
/**
* "Play now": launching a game needs login (spec section 6); a visitor is told so and sent to log in, a
* player goes to the game frame.
*/
function usePlayGame() {
	const navigate = useNavigate();
	return (0, import_react.useCallback)((gameId) => {
		if (!session.isLoggedIn) {
			showToast("not_login");
			navigate("/login");
			return;
		}
		navigate(playPath(gameId));
	}, [navigate]);
}
// src/features/games/games-page.tsx
var SKELETON_CARDS = [
	0,
	1,
	2,
	3,
	4,
	5
];
/** Games (spec section 2): every game with its picture, last draw and winning balls, filtered by type. */
function GamesPage() {
	const { t } = useTranslation();
	const idBase = (0, import_react.useId)();
	const [filter, setFilter] = (0, import_react.useState)("ALL");
	const today = useDeferredQueryData(useGetTodayGames({ query: { staleTime: 3e4 } }));
	const play = usePlayGame();
	const games = (today.data?.games ?? []).filter((game) => filter === "ALL" || game.gameType === filter);
	const tabs = [
		{
			id: "ALL",
			label: t("games_all")
		},
		{
			id: "DIGIT",
			label: t("games_digit")
		},
		{
			id: "JACKPOT",
			label: t("games_jackpot")
		}
	];
	let content;
	if (today.pending) content = SKELETON_CARDS.map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GameCardSkeleton, {}, card));
	else if (games.length === 0) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { children: t("no_record") });
	else content = games.map((game, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GameCard, {
		game,
		eager: index < 2,
		onPlay: () => play(game.gameId)
	}, game.gameId));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "games",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: t("games_title") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs, {
				label: t("game_types"),
				items: tabs,
				selected: filter,
				onSelect: setFilter,
				idBase
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...tabPanelProps(idBase, filter),
				className: "games__list",
				"aria-busy": today.pending,
				children: content
			})
		]
	});
}
export { GamesPage };
