import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { n as Icon } from "./app-B8swDsOD.js";
// src/lib/service-link.ts
var SAFE_SCHEMES = /* @__PURE__ */ new Set([
	"http:",
	"https:",
	"mailto:",
	"tel:"
]);
function decodeBase64(text) {
	try {
		const binary = atob(text.trim());
		const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
		return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
	} catch {
		return null;
	}
}
/** A safe URL to open for a customer-service entry, or null when it cannot be read or is not safe. */
function decodeServiceLink(path) {
	const candidates = [decodeBase64(path), path];
	for (const candidate of candidates) {
		if (!candidate) continue;
		try {
			const url = new URL(candidate);
			if (SAFE_SCHEMES.has(url.protocol)) return url.href;
		} catch {}
	}
	return null;
}
/** Which download the sidebar offers: the wrapper apps need none, phones get their own, desktops both. */
function downloadTypesFor(platform) {
	if (platform.native) return [];
	if (platform.ios) return ["IOS"];
	if (platform.android) return ["ANDROID"];
	return ["IOS", "ANDROID"];
}
// src/components/icons/headset-icon.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A headset; decorative, the control around it carries the name. */
function HeadsetIcon({ size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Icon, {
		size,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 14v-2a8 8 0 0 1 16 0v2" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: "3",
				y: "14",
				width: "4",
				height: "6",
				rx: "1.5"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: "17",
				y: "14",
				width: "4",
				height: "6",
				rx: "1.5"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M19 20a3 3 0 0 1-3 2h-3" })
		]
	});
}
export { decodeServiceLink as n, downloadTypesFor as r, HeadsetIcon as t };
