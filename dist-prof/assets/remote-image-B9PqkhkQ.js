import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import "./runtime-Dc1RwkV2.js";
// src/components/remote-image.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A CDN picture in a box of fixed size, so nothing moves when it arrives or when it fails. */
function RemoteImage({ src, alt, width, height, eager = false, fallback, className = "" }) {
	const [failed, setFailed] = (0, import_react.useState)(null);
	const broken = !src || failed === src;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: `remote-image ${className}`.trim(),
		style: { aspectRatio: `${width} / ${height}` },
		children: broken ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "remote-image__fallback",
			"aria-hidden": alt ? void 0 : true,
			children: fallback ?? alt
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src,
			alt,
			width,
			height,
			loading: eager ? "eager" : "lazy",
			decoding: "async",
			onError: () => setFailed(src)
		})
	});
}
export { RemoteImage as t };
