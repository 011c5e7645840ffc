import { y as useTranslation } from "./app-B8swDsOD.js";
import { n as FullScreenNotice, t as useBlocker } from "./use-blocker-BWj1UPJY.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/app/overlays/landscape-tip.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A phone held sideways: the app is laid out for portrait, so it asks to be turned back. */
function LandscapeTip() {
	const { t } = useTranslation();
	useBlocker("landscape");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FullScreenNotice, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
			width: "36",
			height: "36",
			viewBox: "0 0 24 24",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "2",
			"aria-hidden": "true",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: "7",
				y: "2",
				width: "10",
				height: "20",
				rx: "2"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M11 18h2" })]
		}),
		title: t("landscape_title"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("landscape_text") })
	});
}
export { LandscapeTip };
