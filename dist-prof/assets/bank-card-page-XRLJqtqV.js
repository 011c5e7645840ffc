import { o as ButtonLink, y as useTranslation } from "./app-B8swDsOD.js";
import { n as CardList, t as useCardsData } from "./use-cards-data--GYmisCW.js";
import { i as cardsOfType, r as cardRoom } from "./card-rules-0kDxsTeo.js";
import { t as CardsSection } from "./cards-section-DxtETLxU.js";
import { t as CardsLoading } from "./cards-state-BLCIQwWi.js";
import "./runtime-Dc1RwkV2.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
// src/features/member/cards/bank-card-content.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The bound bank cards with their limit: remove one, or add one while there is room. */
function BankCardContent() {
	const { t } = useTranslation();
	const data = useCardsData();
	if (!data.ready) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardsLoading, {
		failed: data.failed,
		retry: data.retry
	});
	const room = cardRoom(data.cards, "BANK", data.maxCardCount);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardsSection, {
		titleId: "bank-cards-title",
		title: t("wd_bank_cards"),
		room,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardList, {
			cards: cardsOfType(data.cards, "BANK"),
			emptyKey: "wd_no_bank_cards",
			removable: true
		}), room.full ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "cards-section__note",
			role: "status",
			children: t("wd_card_limit", { max: room.max })
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
			to: "/member/bankAccount",
			block: true,
			children: t("wd_add_bank_account")
		})]
	});
}
// src/features/member/bank-card-page.tsx
function BankCardPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_bank_card",
		backTo: "/member/fundAccount",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankCardContent, {})
	});
}
export { BankCardPage };
