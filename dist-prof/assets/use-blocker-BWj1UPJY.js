import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import "./runtime-Dc1RwkV2.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { u as setBlocker } from "./app-B8swDsOD.js";
// src/components/full-screen-notice.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* A page that takes the whole screen (maintenance, access denied, refusal, turn your phone): a modal dialog for
* assistive technology, since the app behind it is inert while it is up.
*/
function FullScreenNotice({ title, children, actions, icon }) {
	const titleId = (0, import_react.useId)();
	const bodyId = (0, import_react.useId)();
	const panel = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const node = panel.current;
		(node?.querySelector(".full-screen-notice__actions a, .full-screen-notice__actions button") ?? node)?.focus();
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: panel,
		className: "full-screen-notice",
		role: "dialog",
		"aria-modal": "true",
		"aria-labelledby": titleId,
		"aria-describedby": bodyId,
		tabIndex: -1,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "full-screen-notice__content",
			children: [
				icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "full-screen-notice__icon",
					children: icon
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					id: titleId,
					className: "full-screen-notice__title",
					children: title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					id: bodyId,
					className: "full-screen-notice__body",
					children
				}),
				actions ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "full-screen-notice__actions",
					children: actions
				}) : null
			]
		})
	});
}
// src/app/overlays/use-blocker.ts
/** Makes the app behind a full-screen page inert for as long as the page is shown. */
function useBlocker(blocker) {
	(0, import_react.useEffect)(() => {
		setBlocker(blocker, true);
		return () => setBlocker(blocker, false);
	}, [blocker]);
}
export { FullScreenNotice as n, useBlocker as t };
