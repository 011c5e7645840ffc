import { D as closeDialog, N as ui, W as useSnapshot, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { t as Dialog } from "./dialog-Ca7qeJVJ.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/app/overlays/warning-dialogs.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One dialog at a time, oldest first; the next one opens when the player dismisses the current one. */
function WarningDialogs() {
	const { t } = useTranslation();
	const { dialogs } = useSnapshot(ui);
	const dialog = dialogs[0];
	if (!dialog) return null;
	const close = () => closeDialog(dialog.id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		alert: dialog.kind === "warning",
		title: t(dialog.titleKey),
		onClose: close,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			onClick: close,
			children: t("ok")
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: dialog.isKey ? t(dialog.text) : dialog.text })
	}, dialog.id);
}
export { WarningDialogs };
