import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { R as dispatchSession, W as useSnapshot, l as Skeleton, o as ButtonLink, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { M as settle } from "./mutation-D-E-yONN.js";
import { $ as useBalanceRefresh, W as memberStore, jt as useLogout, tt as useGetWalletBalance } from "./api-G_9Nallq.js";
import { t as Amount } from "./amount-CbA21jHg.js";
import { t as IconButton } from "./icon-button-DQwG8uhV.js";
import { t as RefreshIcon } from "./refresh-icon-1dPeTzjK.js";
// src/features/home/use-balance-refresh.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Home's balance box: the app's balance refresh for the logged-in member, with a text for a live region. */
function useHomeBalanceRefresh(refetch) {
	const { t } = useTranslation();
	const { member } = useSnapshot(memberStore);
	const customerId = Number(member?.customerId);
	const { refresh, refreshing, outcome } = useBalanceRefresh(Number.isSafeInteger(customerId) ? customerId : null, refetch);
	return {
		refresh,
		refreshing,
		announcement: outcome === "updated" ? t("balance_updated") : ""
	};
}
// src/features/home/balance-box.tsx
var import_jsx_runtime = require_jsx_runtime();
/** typeId 0 is the sum over all wallets. */
var TOTAL = { typeId: 0 };
function BalanceBox() {
	const { t } = useTranslation();
	const headingId = (0, import_react.useId)();
	const balance = useGetWalletBalance(TOTAL);
	const { refresh, refreshing, announcement } = useHomeBalanceRefresh(balance.refetch);
	let amount;
	if (balance.data) amount = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, {
		value: balance.data.sumBalance,
		symbol: balance.data.currencySymbol || void 0
	});
	else if (balance.isPending) amount = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		width: "9em",
		height: "0.9em"
	});
	else amount = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: "balance-box__unavailable",
		children: t("balance_unavailable")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "balance-box",
		"aria-labelledby": headingId,
		"aria-busy": balance.isPending || refreshing,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "balance-box__top",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: headingId,
					className: "balance-box__label",
					children: t("total_balance")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					label: t("refresh_balance"),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshIcon, {}),
					busy: refreshing,
					onClick: refresh
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "balance-box__amount",
				children: amount
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
				to: "/member/deposit",
				variant: "accent",
				block: true,
				children: t("deposit")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "visually-hidden",
				role: "status",
				children: announcement
			})
		]
	});
}
// src/features/home/logout-button.tsx
/** The player is logged out on this device whatever the server says: a failed call must not trap them in. */
function LogoutButton() {
	const { t } = useTranslation();
	const logout = useLogout({ request: { silent: true } });
	const onClick = async () => {
		await settle(logout.mutateAsync());
		dispatchSession({ type: "loggedOut" });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "secondary",
		onClick,
		disabled: logout.isPending,
		children: t("logout")
	});
}
// src/features/home/greeting.tsx
function Greeting() {
	const { t } = useTranslation();
	const { member } = useSnapshot(memberStore);
	const name = member?.nickname || member?.username;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "greeting",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "greeting__title",
			children: name ? t("greeting", { name }) : t("greeting_anonymous")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoutButton, {})]
	});
}
// src/features/home/player-top.tsx
/** The top of home for a logged-in player: greeting, logout and the balance box. */
function PlayerTop() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Greeting, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BalanceBox, {})] });
}
export { PlayerTop };
