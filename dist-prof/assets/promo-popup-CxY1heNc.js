import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { B as session, G as proxy, J as storage, W as useSnapshot, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { Nt as announcementPlatform, at as useGetAnnouncements } from "./api-G_9Nallq.js";
import { t as Dialog } from "./dialog-Ca7qeJVJ.js";
import { t as SafeHtml } from "./safe-html-DDiMDwIG.js";
import { n as resolveImageUrl } from "./image-url-CbBY4Qnx.js";
import { o as manilaDayKey } from "./manila-time-DgkOdPsd.js";
import { t as useImageCdns } from "./use-image-cdns-D7W4HAkt.js";
// src/lib/popup-rules.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var phaseOf = (viewer) => viewer.loggedIn ? "after" : "before";
function isCurrent(popup, today) {
	if (popup.noExpiry || !popup.endDate) return true;
	return popup.endDate.slice(0, 10) >= today;
}
function isForViewer(popup, viewer) {
	switch (popup.execution) {
		case "B": return !viewer.loggedIn;
		case "A": return viewer.loggedIn;
		case "F": return viewer.loggedIn && viewer.firstTimeLogin;
		default: return false;
	}
}
/** The popups for this viewer today, newest (highest id) first. */
function popupsFor(popups, viewer) {
	return popups.filter((popup) => isForViewer(popup, viewer) && isCurrent(popup, viewer.today)).sort((a, b) => b.id - a.id);
}
/** Shown unless the player closed it while the same newest popup was on offer. */
function shouldShowPopups(popups, closedNewestId) {
	if (popups.length === 0) return false;
	return closedNewestId !== Math.max(...popups.map((p) => p.id));
}
// src/state/popups.ts
var KEY = {
	before: "lotto.popup.closed.before",
	after: "lotto.popup.closed.after"
};
var read = (phase) => {
	const value = Number(storage.get(KEY[phase]));
	return storage.get(KEY[phase]) !== null && Number.isSafeInteger(value) ? value : null;
};
var popupState = proxy({ closed: {
	before: read("before"),
	after: read("after")
} });
function closePopups(phase, newestId) {
	popupState.closed[phase] = newestId;
	storage.set(KEY[phase], String(newestId));
}
// src/features/home/promo-popup.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The promo popup of home (spec section 4): B for visitors, A for players, F on the first login; closed
* separately before and after login, and opened again when a newer popup arrives.
*/
function PromoPopup() {
	const { t } = useTranslation();
	const { isLoggedIn, firstTimeLogin } = useSnapshot(session);
	const { closed } = useSnapshot(popupState);
	const cdns = useImageCdns();
	const announcements = useGetAnnouncements({
		platform: announcementPlatform(),
		types: "PU"
	}, {
		request: { silent: true },
		query: { staleTime: 3e5 }
	});
	const resolveUrl = (0, import_react.useCallback)((url) => resolveImageUrl(url, cdns) ?? url, [cdns]);
	const [today] = (0, import_react.useState)(() => manilaDayKey(Date.now()));
	const viewer = {
		loggedIn: isLoggedIn,
		firstTimeLogin,
		today
	};
	const popups = popupsFor(announcements.data?.popup ?? [], viewer);
	const phase = phaseOf(viewer);
	if (!shouldShowPopups(popups, closed[phase])) return null;
	const close = () => closePopups(phase, popups[0].id);
	const single = popups.length === 1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: single ? popups[0].title : t("announcements"),
		onClose: close,
		scrollable: true,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			onClick: close,
			children: t("close")
		}),
		children: popups.map((popup) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
			className: "promo-popup__item",
			children: [single ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "promo-popup__title",
				children: popup.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SafeHtml, {
				html: popup.content,
				resolveUrl,
				tableLabel: t("table")
			})]
		}, popup.id))
	});
}
export { PromoPopup };
