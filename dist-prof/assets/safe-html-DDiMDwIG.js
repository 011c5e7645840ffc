import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { t as __vitePreload } from "./runtime-Dc1RwkV2.js";
import { l as Skeleton } from "./app-B8swDsOD.js";
// src/components/sanitize.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var CONFIG = {
	FORBID_TAGS: [
		"script",
		"style",
		"iframe",
		"frame",
		"frameset",
		"object",
		"embed",
		"form",
		"input",
		"button",
		"textarea",
		"select",
		"link",
		"meta",
		"base",
		"svg",
		"math",
		"template",
		"noscript"
	],
	FORBID_ATTR: [
		"style",
		"srcset",
		"formaction",
		"action",
		"background",
		"poster",
		"tabindex"
	],
	ALLOW_DATA_ATTR: false,
	RETURN_DOM_FRAGMENT: true
};
var URL_ATTRIBUTES = [
	"href",
	"src",
	"xlink:href",
	"cite",
	"longdesc"
];
/** Web, mail and phone addresses, or a path with no scheme at all; never javascript:, data:, vbscript: … */
var SAFE_URL = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z\d+.-]*(?:[^a-z\d+.\-:]|$))/i;
/** Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): they are removed first. */
var withoutControls = (value) => [...value].filter((c) => c.charCodeAt(0) > 32 && (c.charCodeAt(0) < 127 || c.charCodeAt(0) > 159)).join("");
var isSafeUrl = (value) => SAFE_URL.test(withoutControls(value));
/** Post-processing DOMPurify does not do by itself: URL schemes, table wrappers, lazy images, link safety. */
function finish(root, options) {
	root.querySelectorAll("*").forEach((element) => {
		for (const name of URL_ATTRIBUTES) {
			const value = element.getAttribute(name);
			if (value !== null && !isSafeUrl(value)) element.removeAttribute(name);
		}
	});
	root.querySelectorAll("img").forEach((img) => {
		const src = img.getAttribute("src");
		if (!src) {
			img.remove();
			return;
		}
		if (options.resolveUrl) img.setAttribute("src", options.resolveUrl(src));
		if (!img.hasAttribute("alt")) img.setAttribute("alt", "");
		img.setAttribute("loading", "lazy");
		img.setAttribute("decoding", "async");
	});
	root.querySelectorAll("a[href]").forEach((link) => {
		if (/^https?:/i.test(link.getAttribute("href") ?? "")) {
			link.setAttribute("rel", "noopener noreferrer");
			link.setAttribute("target", "_blank");
		}
	});
	root.querySelectorAll("table").forEach((table) => {
		const wrapper = table.ownerDocument.createElement("div");
		wrapper.className = "safe-html__table";
		wrapper.setAttribute("tabindex", "0");
		wrapper.setAttribute("role", "region");
		wrapper.setAttribute("aria-label", options.tableLabel);
		table.replaceWith(wrapper);
		wrapper.append(table);
	});
}
/** A start tag, quoted attribute values included (a '>' inside quotes does not end it). */
var START_TAG = /<[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
var INLINE_ATTRIBUTE = /\s(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
/**
* Takes inline handlers and style attributes out of the markup before it is parsed. DOMPurify would remove
* them anyway, but parsing them at all makes the browser check each against the Content Security Policy and
* report a violation; a missed one here is still removed by DOMPurify (and blocked by the policy).
*/
var withoutInlineAttributes = (html) => html.replace(START_TAG, (tag) => tag.replace(INLINE_ATTRIBUTE, ""));
var loading = null;
/** Loads DOMPurify once and returns the sanitizer; HTML in, safe HTML text out. */
function loadSanitizer() {
	loading ??= __vitePreload(async () => {
		const { default: purify } = await import("./purify.es-BNppMI13.js");
		return { default: purify };
	}, []).then(({ default: purify }) => {
		return (html, options) => {
			const fragment = purify.sanitize(withoutInlineAttributes(html), CONFIG);
			if (!fragment) return "";
			finish(fragment, options);
			const holder = fragment.ownerDocument.createElement("div");
			holder.append(fragment);
			return holder.innerHTML;
		};
	});
	return loading;
}
// src/components/safe-html.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The only way operator HTML reaches the page: sanitised first (no scripts, no event handlers, no javascript:
* or data: addresses), tables wrapped to scroll sideways. Until the sanitizer has loaded nothing of the HTML
* is shown, only a placeholder.
*/
function SafeHtml({ html, resolveUrl, tableLabel, className = "" }) {
	const [clean, setClean] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		let current = true;
		loadSanitizer().then((sanitize) => {
			if (current) setClean({
				source: html,
				html: sanitize(html, {
					resolveUrl,
					tableLabel
				})
			});
		});
		return () => {
			current = false;
		};
	}, [
		html,
		resolveUrl,
		tableLabel
	]);
	if (!clean || clean.source !== html) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `safe-html ${className}`.trim(),
		"aria-busy": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: "100%",
			height: "1em"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: "80%",
			height: "1em"
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: `safe-html ${className}`.trim(),
		dangerouslySetInnerHTML: { __html: clean.html }
	});
}
export { SafeHtml as t };
