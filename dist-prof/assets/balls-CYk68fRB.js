import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/lib/balls.ts
/** The numbers of a combination, in the order given; empty for null or blank. */
function parseCombination(winNo) {
	if (!winNo) return [];
	return winNo.split(/[\s,;|-]+/).map((part) => part.trim()).filter(Boolean);
}
/** The combination as players and screen readers read it: numbers joined by dashes. */
var combinationText = (numbers) => numbers.join("-");
// src/components/balls.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A winning combination: balls on screen, dash-joined text for assistive technology (12-5-33-41-7-28). */
function Balls({ numbers, kind, label, size = "regular" }) {
	const text = combinationText(numbers);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: `balls balls--${kind} balls--${size}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "visually-hidden",
			children: label ? `${label}: ${text}` : text
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "balls__row",
			"aria-hidden": "true",
			children: numbers.map((n, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "balls__ball",
				children: n
			}, `${index}-${n}`))
		})]
	});
}
export { parseCombination as n, Balls as t };
