import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { Ft as isIOS, It as isNativeApp, Lt as statusQuery, Pt as isAndroid, ot as useGetAppVersion, ut as useGetStatus, xt as updateLanguage } from "./api-G_9Nallq.js";
import { n as decodeServiceLink, r as downloadTypesFor, t as HeadsetIcon } from "./headset-icon-DtdDbqKW.js";
import { B as session, F as preferences, I as startLanguage, K as subscribe, W as useSnapshot, c as buttonClassName, d as acceptNewVersion, f as appVersion, m as postponeNewVersion, n as Icon, p as noteServerVersion, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { n as FullScreenNotice, t as useBlocker } from "./use-blocker-BWj1UPJY.js";
import { t as RefreshIcon } from "./refresh-icon-1dPeTzjK.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import "./runtime-Dc1RwkV2.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { t as Dialog } from "./dialog-Ca7qeJVJ.js";
// src/app/overlays/maintenance-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The whole app is down for maintenance (status.maintenance); the player can check again. */
function MaintenancePage({ onRetry, retrying }) {
	const { t } = useTranslation();
	useBlocker("maintenance");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FullScreenNotice, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshIcon, { size: 36 }),
		title: t("maintenance_title"),
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			onClick: onRetry,
			"aria-disabled": retrying || void 0,
			children: t("try_again")
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("maintenance_text") })
	});
}
// src/app/overlays/region-restricted-page.tsx
/** Access denied for the visitor's IP or region (status.regionRestriction), with what the server saw. */
function RegionRestrictedPage({ ip, countryCode, contactUrl }) {
	const { t } = useTranslation();
	useBlocker("region");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FullScreenNotice, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeadsetIcon, { size: 36 }),
		title: t("region_restricted_title"),
		actions: contactUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			className: buttonClassName("primary", true),
			href: contactUrl,
			target: "_blank",
			rel: "noopener noreferrer",
			children: t("contact_us")
		}) : null,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("region_restricted_text") }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
			className: "visitor-location",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("your_ip") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: ip })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("your_country") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: countryCode })] })]
		})]
	});
}
// src/components/icons/download-icon.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** An arrow into a tray; decorative, the control around it carries the name. */
function DownloadIcon({ size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		size,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 4v11M7 10l5 5 5-5M5 20h14" })
	});
}
// src/app/overlays/right-sidebar.tsx
var DOWNLOAD_MESSAGE = {
	IOS: "download_ios",
	ANDROID: "download_android"
};
/** What the status configures: every readable customer-service address and this platform's download. */
function sidebarLinks(status, t) {
	const service = status.info.customerService.flatMap((entry, index) => {
		const href = decodeServiceLink(entry.path);
		return href ? [{
			key: `service-${index}`,
			label: entry.title,
			href,
			icon: "service"
		}] : [];
	});
	const downloads = downloadTypesFor({
		native: isNativeApp(),
		ios: isIOS(),
		android: isAndroid()
	}).flatMap((type) => {
		const resource = status.resources.find((r) => r.resourceType.toUpperCase() === type && r.url);
		return resource ? [{
			key: type,
			label: t(DOWNLOAD_MESSAGE[type]),
			href: resource.url,
			icon: "download"
		}] : [];
	});
	return [...service, ...downloads];
}
/**
* The right sidebar (spec section 2): one round button that opens customer service and the app download.
* Folded by default so it covers as little of the screen as possible; Escape or a tap elsewhere folds it.
*/
function RightSidebar({ status }) {
	const { t } = useTranslation();
	const [open, setOpen] = (0, import_react.useState)(false);
	const panelId = (0, import_react.useId)();
	const root = (0, import_react.useRef)(null);
	const links = sidebarLinks(status, t);
	(0, import_react.useEffect)(() => {
		if (!open) return;
		const onPointer = (event) => {
			if (!root.current?.contains(event.target)) setOpen(false);
		};
		document.addEventListener("pointerdown", onPointer);
		return () => document.removeEventListener("pointerdown", onPointer);
	}, [open]);
	if (links.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: root,
		className: "right-sidebar",
		onKeyDown: (event) => {
			if (event.key === "Escape" && open) {
				setOpen(false);
				root.current?.querySelector(".right-sidebar__toggle")?.focus();
			}
		},
		children: [open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			id: panelId,
			className: "right-sidebar__panel",
			children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				className: "right-sidebar__link",
				href: link.href,
				target: "_blank",
				rel: "noopener noreferrer",
				children: [link.icon === "service" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeadsetIcon, { size: 20 }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DownloadIcon, { size: 20 }), link.label]
			}) }, link.key))
		}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "right-sidebar__toggle",
			"aria-expanded": open,
			"aria-controls": open ? panelId : void 0,
			"aria-label": t("help_and_download"),
			onClick: () => setOpen((value) => !value),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeadsetIcon, {})
		})]
	});
}
// src/app/overlays/use-language-sync.ts
var lastSynced = startLanguage;
/**
* A new language changes what the server sends (announcement texts, messages), so everything on screen is
* fetched again in it; a logged-in player's choice is also stored on their account.
*/
function useLanguageSync() {
	const queryClient = useQueryClient();
	(0, import_react.useEffect)(() => {
		const sync = () => {
			if (preferences.language === lastSynced) return;
			lastSynced = preferences.language;
			queryClient.invalidateQueries();
			if (session.isLoggedIn) settle(updateLanguage({ language: lastSynced }, { silent: true }));
		};
		sync();
		return subscribe(preferences, sync);
	}, [queryClient]);
}
// src/app/overlays/use-visible-again.ts
/** Calls back each time the tab becomes visible again (the player returns to the app). */
function useVisibleAgain(callback) {
	const latest = (0, import_react.useRef)(callback);
	(0, import_react.useEffect)(() => {
		latest.current = callback;
	});
	(0, import_react.useEffect)(() => {
		const onChange = () => {
			if (document.visibilityState === "visible") latest.current();
		};
		document.addEventListener("visibilitychange", onChange);
		return () => document.removeEventListener("visibilitychange", onChange);
	}, []);
}
// src/app/overlays/new-version-dialog.tsx
/** A newer version is deployed: updating reloads the page; "later" asks again when a newer one appears. */
function NewVersionDialog() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: t("new_version_title"),
		onClose: postponeNewVersion,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			onClick: () => acceptNewVersion(),
			children: t("update_now")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			variant: "secondary",
			onClick: postponeNewVersion,
			children: t("later")
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("new_version_text") })
	});
}
// src/app/overlays/version-check.tsx
/** Spec section 9: the version is checked every 5 minutes. */
var VERSION_CHECK_MS = 3e5;
/** Polls /v.json every 5 minutes and whenever the tab comes back; a different version offers an update. */
function VersionCheck() {
	const version = useGetAppVersion({
		request: { silent: true },
		query: {
			refetchInterval: VERSION_CHECK_MS,
			refetchIntervalInBackground: false,
			staleTime: 0
		}
	});
	const { available, postponed } = useSnapshot(appVersion);
	const serverVersion = version.data?.version;
	(0, import_react.useEffect)(() => {
		if (serverVersion) noteServerVersion(serverVersion);
	}, [serverVersion, version.dataUpdatedAt]);
	useVisibleAgain(() => void version.refetch());
	return available && available !== postponed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewVersionDialog, {}) : null;
}
// src/app/overlays/live-overlays.tsx
/**
* Everything the shell shows from the server's status and version: the maintenance and access-denied pages,
* the sidebar, the update popup. The status is fetched again whenever the tab becomes visible.
*/
function LiveOverlays() {
	const status = useGetStatus(statusQuery());
	useVisibleAgain(() => void status.refetch());
	useLanguageSync();
	const data = status.data;
	let blocking = null;
	if (data?.maintenance) blocking = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MaintenancePage, {
		onRetry: () => void status.refetch(),
		retrying: status.isFetching
	});
	else if (data?.regionRestriction) {
		const contact = data.info.customerService.map((entry) => decodeServiceLink(entry.path)).find(Boolean) ?? null;
		blocking = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RegionRestrictedPage, {
			ip: data.location.ip,
			countryCode: data.location.countryCode,
			contactUrl: contact
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		blocking,
		data && !blocking ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RightSidebar, { status: data }) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VersionCheck, {})
	] });
}
export { LiveOverlays };
