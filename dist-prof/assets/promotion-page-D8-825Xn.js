import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { E as useSearchParams, l as Skeleton, y as useTranslation } from "./app-B8swDsOD.js";
import { Lt as statusQuery, Nt as announcementPlatform, Q as useDeferredQueryData, at as useGetAnnouncements, ut as useGetStatus } from "./api-G_9Nallq.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { n as tabPanelProps, t as Tabs } from "./tabs-CrCfozk_.js";
import { t as RemoteImage } from "./remote-image-B9PqkhkQ.js";
import { n as resolveImageUrl } from "./image-url-CbBY4Qnx.js";
import { t as SafeHtml } from "./safe-html-DDiMDwIG.js";
import { t as Sheet } from "./sheet-CnKKGIo0.js";
import "./runtime-Dc1RwkV2.js";
// src/lib/html-text.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var SILENT_BLOCKS = /<(script|style|template|noscript|iframe|object|embed|svg|math|textarea|select)\b[\s\S]*?<\/\1\s*>/gi;
var COMMENTS = /<!--[\s\S]*?-->/g;
/** The end of a block (or a line break) ends a sentence: "Deposit</p><p>Bonus" must not run together. */
var BLOCK_BOUNDARY = /<\/?(p|div|li|ul|ol|tr|td|th|table|br|h[1-6]|section|article|header|footer|blockquote)\b[^>]*>/gi;
var TAG = /<\/?[a-z][^>]*>|<![^>]*>/gi;
var NAMED = {
	amp: "&",
	lt: "<",
	gt: ">",
	quot: "\"",
	apos: "'",
	nbsp: " ",
	ndash: "–",
	mdash: "—",
	hellip: "…",
	peso: "₱"
};
function decodeEntities(text) {
	return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body) => {
		if (body[0] === "#") {
			const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
			return Number.isInteger(code) && code > 0 && code <= 1114111 ? String.fromCodePoint(code) : entity;
		}
		return NAMED[body.toLowerCase()] ?? entity;
	});
}
function htmlToText(html) {
	if (!html) return "";
	return decodeEntities(html.replace(COMMENTS, " ").replace(SILENT_BLOCKS, " ").replace(BLOCK_BOUNDARY, " ").replace(TAG, "")).replace(/\s+/g, " ").replace(/ ([.,;:!?])/g, "$1").trim();
}
// src/features/promotion/categories.ts
/** The spec's order of the category tabs (after "all"). */
var PROMOTION_CATEGORIES = [
	"player_rank_rules",
	"lotto_promo",
	"other_promo"
];
var CATEGORY_MESSAGE = {
	all: "category_all",
	player_rank_rules: "category_player_rank_rules",
	lotto_promo: "category_lotto_promo",
	other_promo: "category_other_promo"
};
// src/features/promotion/use-image-cdns.ts
var NONE$1 = [];
/** The status's image CDNs (shared with the shell's status query; no call of its own once that is done). */
function useImageCdns() {
	return useGetStatus(statusQuery(), { query: { select: (status) => status.imageCDNs } }).data ?? NONE$1;
}
// src/features/promotion/promotion-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A promotion in the list: first picture, category tag, title and a plain-text summary; opens the detail. */
function PromotionCard({ promotion, eager, onOpen }) {
	const { t } = useTranslation();
	const cdns = useImageCdns();
	const summary = (0, import_react.useMemo)(() => htmlToText(promotion.content), [promotion.content]);
	const picture = resolveImageUrl(promotion.announcementImages[0]?.url, cdns);
	const titleId = (0, import_react.useId)();
	const tagId = (0, import_react.useId)();
	const summaryId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: "promotion-card",
		onClick: onOpen,
		"aria-haspopup": "dialog",
		"aria-labelledby": titleId,
		"aria-describedby": `${tagId} ${summaryId}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoteImage, {
			src: picture,
			alt: "",
			width: 640,
			height: 320,
			eager,
			className: "promotion-card__picture"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "promotion-card__body",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "promotion-card__tag",
					id: tagId,
					children: t(CATEGORY_MESSAGE[promotion.category])
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "promotion-card__title",
					id: titleId,
					children: promotion.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "promotion-card__summary",
					id: summaryId,
					children: summary
				})
			]
		})]
	});
}
// src/features/promotion/promotion-card-skeleton.tsx
/** A promotion card at its final size while the list loads. */
function PromotionCardSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "promotion-card",
		"aria-hidden": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: "100%",
			height: "auto",
			className: "promotion-card__picture promotion-card__picture--skeleton"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "promotion-card__body",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "6em",
					height: "1.4em"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "80%",
					height: "1.3em"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "100%",
					height: "2.8em"
				})
			]
		})]
	});
}
// src/features/promotion/promotion-sheet.tsx
/** The promotion's full content, sanitised, in a sheet; wide tables scroll inside it. */
function PromotionSheet({ promotion, onClose }) {
	const { t } = useTranslation();
	const cdns = useImageCdns();
	const resolveUrl = (0, import_react.useCallback)((url) => resolveImageUrl(url, cdns) ?? url, [cdns]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Sheet, {
		title: promotion.title,
		onClose,
		closeLabel: t("close"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "promotion-card__tag promotion-sheet__tag",
			children: t(CATEGORY_MESSAGE[promotion.category])
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SafeHtml, {
			html: promotion.content,
			resolveUrl,
			tableLabel: t("table")
		})]
	});
}
// src/features/promotion/promotion-page.tsx
var SKELETON_CARDS = [
	0,
	1,
	2
];
var NONE = [];
/**
* Promotions (spec section 2): tabs for the categories that have items, a card per promotion, and a detail
* sheet. The open promotion and the tab live in the address, so the phone's back gesture closes the sheet.
*/
function PromotionPage() {
	const { t } = useTranslation();
	const idBase = (0, import_react.useId)();
	const [params, setParams] = useSearchParams();
	const announcements = useDeferredQueryData(useGetAnnouncements({
		platform: announcementPlatform(),
		types: "PR"
	}, { query: { staleTime: 3e5 } }));
	const promotions = announcements.data?.promotions ?? NONE;
	const tabs = (0, import_react.useMemo)(() => {
		return ["all", ...PROMOTION_CATEGORIES.filter((category) => promotions.some((p) => p.category === category))].map((id) => ({
			id,
			label: t(CATEGORY_MESSAGE[id])
		}));
	}, [promotions, t]);
	const requested = params.get("category");
	const category = tabs.some((tab) => tab.id === requested) ? requested : "all";
	const shown = category === "all" ? promotions : promotions.filter((p) => p.category === category);
	const open = promotions.find((p) => String(p.id) === params.get("id")) ?? null;
	const selectCategory = (id) => setParams(id === "all" ? {} : { category: id }, {
		replace: true,
		preventScrollReset: true
	});
	const openPromotion = (id) => setParams((current) => ({
		...Object.fromEntries(current),
		id: String(id)
	}), { preventScrollReset: true });
	const closePromotion = () => {
		const next = new URLSearchParams(params);
		next.delete("id");
		setParams(next, {
			replace: true,
			preventScrollReset: true
		});
	};
	let content;
	if (announcements.pending) content = SKELETON_CARDS.map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromotionCardSkeleton, {}, card));
	else if (shown.length === 0) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { children: t("no_record") });
	else content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "promotion-list",
		children: shown.map((promotion, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromotionCard, {
			promotion,
			eager: index < 2,
			onOpen: () => openPromotion(promotion.id)
		}) }, promotion.id))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "promotion",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: t("promotion_title") }),
			announcements.pending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "tabs",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					width: "60%",
					height: "var(--touch-target)"
				})
			}) : tabs.length > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs, {
				label: t("promotion_categories"),
				items: tabs,
				selected: category,
				onSelect: selectCategory,
				idBase
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...tabs.length > 1 ? tabPanelProps(idBase, category) : {},
				"aria-busy": announcements.pending,
				children: content
			}),
			open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromotionSheet, {
				promotion: open,
				onClose: closePromotion
			}) : null
		]
	});
}
export { PromotionPage };
