import { a as HotGamesSkeleton, x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { Q as useDeferredQueryData, it as useGetTodayGames } from "./api-G_9Nallq.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { t as RemoteImage } from "./remote-image-B9PqkhkQ.js";
import { n as gameName, r as playPath } from "./games-DjO7uSUc.js";
import { n as resolveImageUrl, t as gamePicturePath } from "./image-url-CbBY4Qnx.js";
import { t as useImageCdns } from "./use-image-cdns-D7W4HAkt.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/home/hot-games-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** How many pictures load at once: the ones visible on a 360 px phone without scrolling the strip. */
var EAGER_PICTURES = 4;
/** Today's games as a strip of pictures; each opens its game (login required). */
function HotGamesList() {
	const { t } = useTranslation();
	const cdns = useImageCdns();
	const today = useDeferredQueryData(useGetTodayGames({ query: { staleTime: 3e4 } }));
	if (today.pending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotGamesSkeleton, {});
	const games = today.data?.todayGames ?? [];
	if (games.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		compact: true,
		children: t("no_games_today")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "hot-games",
		children: games.map((game, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
			className: "hot-games__item",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: playPath(game.gameId),
				className: "hot-game",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoteImage, {
					src: resolveImageUrl(gamePicturePath(game.gameCode), cdns),
					alt: "",
					width: 72,
					height: 72,
					eager: index < EAGER_PICTURES,
					fallback: game.gameCode,
					className: "hot-game__picture"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "hot-game__name",
					children: gameName(game)
				})]
			})
		}, game.gameId))
	});
}
export { HotGamesList };
