import { E as useSearchParams, F as preferences, P as LANGUAGES, W as useSnapshot, l as Skeleton, x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { Lt as statusQuery, Nt as announcementPlatform, at as useGetAnnouncements, lt as useGetHelpCenter, ut as useGetStatus } from "./api-G_9Nallq.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { t as SafeHtml } from "./safe-html-DDiMDwIG.js";
import { n as decodeServiceLink, t as HeadsetIcon } from "./headset-icon-DtdDbqKW.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { t as ChevronRightIcon } from "./chevron-right-icon-Bokm95S9.js";
// src/features/more/customer-service-links.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The status's customer-service contacts (decoded; unsafe ones dropped), shown only when there are any. */
function CustomerServiceLinks() {
	const { t } = useTranslation();
	const { data } = useGetStatus(statusQuery());
	const links = (data?.info.customerService ?? []).flatMap((entry) => {
		const href = decodeServiceLink(entry.path);
		return href ? [{
			title: entry.title,
			href
		}] : [];
	});
	if (links.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-label": t("customer_service"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: "more-section-title",
			children: t("customer_service")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "link-list",
			children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				className: "link-list__link",
				href: link.href,
				target: "_blank",
				rel: "noopener noreferrer",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: link.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeadsetIcon, { size: 20 })]
			}) }, link.href))
		})]
	});
}
// src/features/more/help-center.tsx
/** The help centre (GET /wps/system/helpCenter): questions that open on a tap, and the way to a person. */
function HelpCenter() {
	const { t } = useTranslation();
	const help = useGetHelpCenter(statusQuery(), { query: { staleTime: 3e5 } });
	let content;
	if (help.isPending) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		width: "100%",
		height: "6em"
	});
	else if (!help.data || help.data.length === 0) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { children: t("no_record") });
	else content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "help-list",
		children: help.data.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
			className: "help-item",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", {
				className: "help-item__title",
				children: item.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SafeHtml, {
				html: item.content,
				tableLabel: t("table")
			})]
		}, item.id))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "more",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: t("help_center"),
				backTo: "/more",
				backLabel: t("back")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("article", {
				className: "more-content",
				"aria-busy": help.isPending,
				children: content
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CustomerServiceLinks, {})
		]
	});
}
// src/features/more/more-pages.ts
var MORE_PAGES = [
	"terms_use",
	"privacy",
	"license"
];
/** The help centre's ?page= value (its questions come from their own call, not the footer). */
var HELP_CENTER_PAGE = "help_center";
var PAGE_TITLE_MESSAGE = {
	terms_use: "terms_use",
	privacy: "privacy",
	license: "license"
};
/** Statements the spec makes itself, shown under the operator's text. */
var PAGE_STATEMENT_MESSAGES = {
	terms_use: ["terms_age", "terms_employees"],
	privacy: ["privacy_retention"],
	license: ["license_statement"]
};
var isMorePage = (value) => MORE_PAGES.includes(value);
/** The footer announcement whose link opens this page (/more?page=…). */
function linksToPage(link, page) {
	if (!link) return false;
	try {
		const url = new URL(link, "https://app.invalid");
		return url.pathname === "/more" && url.searchParams.get("page") === page;
	} catch {
		return false;
	}
}
// src/features/more/more-content.tsx
/** One content page: the operator's text for it (footer announcements) and the product's own statements. */
function MoreContent({ page }) {
	const { t } = useTranslation();
	const footer = useGetAnnouncements({
		platform: announcementPlatform(),
		groupName: "footer"
	}, { query: { staleTime: 3e5 } });
	const entry = footer.data?.footer?.find((item) => linksToPage(item.link, page));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "more",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: t(PAGE_TITLE_MESSAGE[page]),
			backTo: "/more",
			backLabel: t("back")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
			className: "more-content",
			"aria-busy": footer.isPending,
			children: [
				footer.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "100%",
					height: "3em"
				}) : null,
				entry?.content ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SafeHtml, {
					html: entry.content,
					tableLabel: t("table")
				}) : null,
				PAGE_STATEMENT_MESSAGES[page].map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t(key) }, key))
			]
		})]
	});
}
// src/features/more/language-choice.tsx
/** Each language in its own words, so a player who cannot read the current one still finds theirs. */
var NAMES = {
	en: {
		name: "English",
		lang: "en"
	},
	zh: {
		name: "中文",
		lang: "zh-Hans"
	}
};
/** The language setting: stored on the device and sent with every call from then on. */
function LanguageChoice() {
	const { t } = useTranslation();
	const { language } = useSnapshot(preferences);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "language-choice",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "language-choice__legend",
			children: t("language")
		}), LANGUAGES.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "language-choice__option",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "radio",
				name: "language",
				value: option,
				checked: language === option,
				onChange: () => {
					preferences.language = option;
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				lang: NAMES[option].lang,
				children: NAMES[option].name
			})]
		}, option))]
	});
}
// src/features/more/more-menu.tsx
/** The More menu: notices, the content pages, and the language. */
function MoreMenu() {
	const { t } = useTranslation();
	const links = [
		{
			to: "/notice",
			label: t("notice_title")
		},
		...MORE_PAGES.map((page) => ({
			to: `/more?page=${page}`,
			label: t(PAGE_TITLE_MESSAGE[page])
		})),
		{
			to: `/more?page=${HELP_CENTER_PAGE}`,
			label: t("help_center")
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "more",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: t("more_title") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": t("more_title"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "link-list",
					children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: link.to,
						className: "link-list__link",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: link.label }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, { size: 20 })]
					}) }, link.to))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CustomerServiceLinks, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageChoice, {})
		]
	});
}
// src/features/more/more-page.tsx
/** More: the menu of content pages and settings, or one content page when ?page= names it. */
function MorePage() {
	const [params] = useSearchParams();
	const page = params.get("page");
	if (page === "help_center") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HelpCenter, {});
	return isMorePage(page) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreContent, { page }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreMenu, {});
}
export { MorePage };
