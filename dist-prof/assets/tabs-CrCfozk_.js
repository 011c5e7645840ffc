import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import "./runtime-Dc1RwkV2.js";
// src/components/tabs.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var tabId = (idBase, id) => `${idBase}-tab-${id}`;
/** Props for the one panel the tabs control: labelled by the selected tab. */
var tabPanelProps = (idBase, selected) => ({
	id: `${idBase}-panel`,
	role: "tabpanel",
	"aria-labelledby": tabId(idBase, selected)
});
/**
* A tab list with the keyboard of the ARIA pattern: one tab stop, arrows move and select (wrapping), Home and
* End jump to the ends. Each tab is a 44 px target; the row scrolls sideways when the labels do not fit.
*/
function Tabs({ label, items, selected, onSelect, idBase }) {
	const list = (0, import_react.useRef)(null);
	const move = (index) => {
		const target = items[(index + items.length) % items.length];
		onSelect(target.id);
		list.current?.querySelector(`#${CSS.escape(tabId(idBase, target.id))}`)?.focus();
	};
	const onKeyDown = (event) => {
		const current = items.findIndex((item) => item.id === selected);
		const moves = {
			ArrowRight: current + 1,
			ArrowLeft: current - 1,
			Home: 0,
			End: items.length - 1
		};
		if (!(event.key in moves)) return;
		event.preventDefault();
		move(moves[event.key]);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: list,
		className: "tabs",
		role: "tablist",
		"aria-label": label,
		onKeyDown,
		children: items.map((item) => {
			const active = item.id === selected;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				id: tabId(idBase, item.id),
				type: "button",
				role: "tab",
				className: "tabs__tab",
				"aria-selected": active,
				"aria-controls": tabPanelProps(idBase, selected).id,
				tabIndex: active ? 0 : -1,
				onClick: () => onSelect(item.id),
				children: item.label
			}, item.id);
		})
	});
}
export { tabPanelProps as n, Tabs as t };
