import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, r as require_react_dom, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { n as Icon } from "./app-B8swDsOD.js";
import { t as useFocusTrap } from "./use-focus-trap-DZotA-PD.js";
import "./runtime-Dc1RwkV2.js";
// src/components/icons/close-icon.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A cross; decorative, the control around it carries the name. */
function CloseIcon({ size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		size,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M6 6l12 12M18 6L6 18" })
	});
}
// src/components/sheet.tsx
/**
* A modal panel that slides up from the bottom (ui.md): focus moves to its close button and stays inside,
* Escape or a tap on the shade closes it, its body scrolls on its own.
*/
function Sheet({ title, children, onClose, closeLabel }) {
	const panel = (0, import_react.useRef)(null);
	const closeButton = (0, import_react.useRef)(null);
	const titleId = (0, import_react.useId)();
	const onKeyDown = useFocusTrap(panel, onClose, closeButton);
	return (0, import_react_dom.createPortal)(/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "sheet-backdrop",
		onClick: onClose,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			ref: panel,
			className: "sheet",
			role: "dialog",
			"aria-modal": "true",
			"aria-labelledby": titleId,
			tabIndex: -1,
			onKeyDown,
			onClick: (event) => event.stopPropagation(),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "sheet__header",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: titleId,
					className: "sheet__title",
					children: title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					ref: closeButton,
					type: "button",
					className: "icon-button",
					"aria-label": closeLabel,
					onClick: onClose,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {})
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "sheet__body",
				tabIndex: 0,
				children
			})]
		})
	}), document.body);
}
export { Sheet as t };
