import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, r as require_react_dom, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { t as useFocusTrap } from "./use-focus-trap-DZotA-PD.js";
import "./runtime-Dc1RwkV2.js";
// src/components/dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A modal dialog: focus moves in, stays in (Tab wraps), Escape closes, and focus returns where it was. */
function Dialog({ title, children, actions, onClose, alert = false, scrollable = false }) {
	const panel = (0, import_react.useRef)(null);
	const actionsRef = (0, import_react.useRef)(null);
	const titleId = (0, import_react.useId)();
	const bodyId = (0, import_react.useId)();
	const onKeyDown = useFocusTrap(panel, onClose, { get current() {
		return actionsRef.current?.querySelector("button, a[href]") ?? null;
	} });
	return (0, import_react_dom.createPortal)(/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "dialog-backdrop",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			ref: panel,
			className: scrollable ? "dialog dialog--scroll" : "dialog",
			role: alert ? "alertdialog" : "dialog",
			"aria-modal": "true",
			"aria-labelledby": titleId,
			"aria-describedby": bodyId,
			tabIndex: -1,
			onKeyDown,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: titleId,
					className: "dialog__title",
					children: title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					id: bodyId,
					className: "dialog__body",
					tabIndex: scrollable ? 0 : void 0,
					children
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					ref: actionsRef,
					className: "dialog__actions",
					children: actions
				})
			]
		})
	}), document.body);
}
export { Dialog as t };
