import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { W as useSnapshot, _ as askAgeAgain, g as agreeToAge, h as ageGate, r as removeFirstPaint, s as Button, v as refuseAge, y as useTranslation } from "./app-B8swDsOD.js";
import { t as Dialog } from "./dialog-Ca7qeJVJ.js";
import { n as FullScreenNotice, t as useBlocker } from "./use-blocker-BWj1UPJY.js";
// src/app/overlays/age-refused-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** After "exit" on the 21+ question: the app stays closed until the player answers again. */
function AgeRefusedScreen() {
	const { t } = useTranslation();
	useBlocker("age-refused");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FullScreenNotice, {
		title: t("age_refused_title"),
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			variant: "secondary",
			onClick: askAgeAgain,
			children: t("age_ask_again")
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("age_refused_text") })
	});
}
// src/app/overlays/age-gate.tsx
/**
* The 21+ question on the first visit. It cannot be dismissed (Escape does nothing): only an answer closes
* it. "Exit" leaves the player on the refusal screen, which they can leave only by answering again.
*/
function AgeGate() {
	const { t } = useTranslation();
	const { answer } = useSnapshot(ageGate);
	(0, import_react.useLayoutEffect)(removeFirstPaint, []);
	if (answer === "refused") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AgeRefusedScreen, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: t("age_gate_title"),
		onClose: () => void 0,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			onClick: agreeToAge,
			children: t("age_gate_agree")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			variant: "secondary",
			onClick: refuseAge,
			children: t("age_gate_exit")
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("age_gate_text") })
	});
}
export { AgeGate };
