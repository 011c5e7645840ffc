import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react } from "./react-1XXMI5Wu.js";
// src/components/use-focus-trap.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";
var focusablesIn = (node) => node ? Array.from(node.querySelectorAll(FOCUSABLE)) : [];
/**
* Modal focus handling shared by dialogs and sheets: focus moves in when it opens (to `initial`, else the
* first control, else the panel), Tab wraps inside, Escape calls onClose, and focus returns where it was.
*/
function useFocusTrap(panel, onClose, initial) {
	(0, import_react.useEffect)(() => {
		const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		const node = panel.current;
		(initial?.current ?? focusablesIn(node)[0] ?? node)?.focus();
		return () => {
			if (previous?.isConnected) previous.focus();
		};
	}, []);
	return (event) => {
		if (event.key === "Escape") {
			event.stopPropagation();
			onClose();
			return;
		}
		if (event.key !== "Tab") return;
		const items = focusablesIn(panel.current);
		if (items.length === 0) {
			event.preventDefault();
			return;
		}
		const first = items[0];
		const last = items[items.length - 1];
		if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && document.activeElement === last) {
			event.preventDefault();
			first.focus();
		}
	};
}
export { useFocusTrap as t };
