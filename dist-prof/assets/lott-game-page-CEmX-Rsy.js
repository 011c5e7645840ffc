import { t as LottFrame } from "./lott-frame-DUEppdLD.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/lott-game/lott-game-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /lottGame?gameId=…: the game frame on a game (or on the lobby without gameId). */
function LottGamePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LottFrame, { view: "game" });
}
export { LottGamePage };
