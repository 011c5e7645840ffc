import { y as useTranslation } from "./app-B8swDsOD.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/member/cards/cards-section.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A panel of bound accounts of one kind, headed by its name and how full it is. */
function CardsSection({ titleId, title, room, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel cards-section",
		"aria-labelledby": titleId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "cards-section__head",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: titleId,
				className: "cards-section__title",
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "cards-section__count",
				children: t("wd_count_of", {
					count: room.count,
					max: room.max
				})
			})]
		}), children]
	});
}
export { CardsSection as t };
