import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { M as showToast, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { Et as useGetMemberInfo, d as useGetWithdrawAccountInfo, gt as getGetSecurityConfigQueryKey, n as getGetBindConfigQueryKey, o as useGetBindConfig, r as removeBankCard, s as getGetWithdrawAccountInfoQueryKey } from "./api-G_9Nallq.js";
import { t as Dialog } from "./dialog-Ca7qeJVJ.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { c as failureText } from "./card-rules-0kDxsTeo.js";
// src/features/member/cards/card-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** After a card is bound or removed, every screen that counts cards reads them again. */
function refreshCards(queryClient) {
	for (const queryKey of [
		getGetWithdrawAccountInfoQueryKey(),
		getGetBindConfigQueryKey(),
		getGetSecurityConfigQueryKey()
	]) queryClient.invalidateQueries({ queryKey });
}
/** Bound bank cards or e-wallets: bank, masked number, holder and branch. */
function CardList({ cards, emptyKey, removable = false }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [removing, setRemoving] = (0, import_react.useState)(null);
	const [busy, setBusy] = (0, import_react.useState)(false);
	if (cards.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		compact: true,
		children: t(emptyKey)
	});
	const remove = async (card) => {
		if (busy) return;
		setBusy(true);
		const result = await settle(removeBankCard(card.id, { silent: true }));
		setBusy(false);
		setRemoving(null);
		if (result.success) {
			showToast("wd_card_removed", { kind: "success" });
			refreshCards(queryClient);
		} else if (result.kind !== "unauthorized" && result.kind !== "cancelled") showToast(failureText(result, t), {
			kind: "error",
			isKey: false
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "card-list",
		children: cards.map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "card-list__item",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "card-list__text",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "card-list__bank",
						children: [card.bankName, card.isDefault ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "card-list__tag",
							children: t("wd_card_default")
						}) : null]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "card-list__number",
						children: card.accountNo
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "card-list__meta",
						children: card.payeeName
					}),
					card.branch ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "card-list__meta",
						children: card.branch
					}) : null
				]
			}), removable ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				className: "card-list__remove",
				"aria-label": t("wd_remove_card_named", { name: `${card.bankName} ${card.accountNo}` }),
				onClick: () => setRemoving(card),
				children: t("wd_remove")
			}) : null]
		}, card.id))
	}), removing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		alert: true,
		title: t("wd_remove_title"),
		onClose: () => {
			if (!busy) setRemoving(null);
		},
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			block: true,
			disabled: busy,
			onClick: () => setRemoving(null),
			children: t("wd_cancel")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			disabled: busy,
			onClick: () => void remove(removing),
			children: t("wd_remove_confirm")
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("wd_remove_text", { name: `${removing.bankName} ${removing.accountNo}` }) })
	}) : null] });
}
// src/features/member/cards/use-cards-data.ts
/** The bound accounts, the binding rules and the payee name on file, for the card screens. */
function useCardsData() {
	const accounts = useGetWithdrawAccountInfo();
	const config = useGetBindConfig();
	const member = useGetMemberInfo();
	const queries = [
		accounts,
		config,
		member
	];
	const retry = () => {
		for (const query of queries) if (query.isError) query.refetch();
	};
	if (!accounts.data || !config.data || !member.data) return {
		ready: false,
		failed: queries.some((q) => q.isError),
		retry
	};
	return {
		ready: true,
		cards: accounts.data.bankCards,
		maxCardCount: accounts.data.maxCardCount,
		config: config.data,
		payee: member.data.payee ?? null
	};
}
export { CardList as n, refreshCards as r, useCardsData as t };
