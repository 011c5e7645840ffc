import { l as Skeleton, y as useTranslation } from "./app-B8swDsOD.js";
import { it as useGetTodayGames } from "./api-G_9Nallq.js";
import { n as parseCombination, t as Balls } from "./balls-CYk68fRB.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { n as gameName, t as ballKind } from "./games-DjO7uSUc.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/test-pages/test-list-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A real list from the fake backend: every game with its last combination, in the kit's balls. */
function TestListPage() {
	const { t } = useTranslation();
	const today = useGetTodayGames();
	const games = today.data?.games ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "test-pages",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: t("test_list_title"),
				backTo: "/test",
				backLabel: t("back")
			}),
			today.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: "100%",
				height: 200
			}) : null,
			!today.isPending && games.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { children: t("no_record") }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "test-pages__list",
				children: games.map((game) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "test-pages__item",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "test-pages__name",
						children: gameName(game)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Balls, {
						numbers: parseCombination(game.winNo),
						kind: ballKind(game.gameType),
						size: "small"
					})]
				}, game.gameId))
			})
		]
	});
}
export { TestListPage };
