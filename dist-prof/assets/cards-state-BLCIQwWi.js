import { l as Skeleton, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/member/cards/cards-state.tsx
var import_jsx_runtime = require_jsx_runtime();
/** What a card screen shows until its data is there: a placeholder, or the failure with a retry. */
function CardsLoading({ failed, retry }) {
	const { t } = useTranslation();
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel cards-section",
		role: "alert",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("load_failed") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			block: true,
			onClick: retry,
			children: t("wd_retry")
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "panel cards-section",
		"aria-busy": "true",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: "100%",
			height: "8rem"
		})
	});
}
export { CardsLoading as t };
