import { t as LottFrame } from "./lott-frame-DUEppdLD.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/lott-game/lott-orders-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /member/lottOrders: the game frame on the player's bets (betting history). */
function LottOrdersPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LottFrame, { view: "order" });
}
export { LottOrdersPage };
