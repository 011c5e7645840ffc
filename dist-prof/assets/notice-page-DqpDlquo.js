import { l as Skeleton, y as useTranslation } from "./app-B8swDsOD.js";
import { Nt as announcementPlatform, at as useGetAnnouncements } from "./api-G_9Nallq.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { t as SafeHtml } from "./safe-html-DDiMDwIG.js";
import { i as formatManilaDate } from "./manila-time-DgkOdPsd.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/notice/notice-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Notices to players (announcement group "players"), newest first, each with its Manila date. */
function NoticePage() {
	const { t } = useTranslation();
	const announcements = useGetAnnouncements({
		platform: announcementPlatform(),
		types: "PL"
	}, { query: { staleTime: 3e5 } });
	const notices = [...announcements.data?.players ?? []].sort((a, b) => (b.createTime ?? 0) - (a.createTime ?? 0));
	let content;
	if (announcements.isPending) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		width: "100%",
		height: 120
	});
	else if (notices.length === 0) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { children: t("no_record") });
	else content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "notice-list",
		children: notices.map((notice) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "notice",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "notice__title",
					children: notice.title
				}),
				notice.createTime ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					className: "notice__date",
					dateTime: new Date(notice.createTime).toISOString(),
					children: formatManilaDate(notice.createTime)
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SafeHtml, {
					html: notice.content,
					tableLabel: t("table")
				})
			]
		}, notice.id))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "notice-page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: t("notice_title"),
			backTo: "/more",
			backLabel: t("back")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-busy": announcements.isPending,
			children: content
		})]
	});
}
export { NoticePage };
