import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { M as showToast, W as useSnapshot, l as Skeleton, n as Icon, o as ButtonLink, s as Button, x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { $ as useBalanceRefresh, Dt as useGetPlayerAvatar, Et as useGetMemberInfo, G as setMember, H as endSession, St as updateNickname, W as memberStore, mt as getGetMemberInfoQueryKey, tt as useGetWalletBalance } from "./api-G_9Nallq.js";
import { t as Amount } from "./amount-CbA21jHg.js";
import { t as IconButton } from "./icon-button-DQwG8uhV.js";
import { t as RefreshIcon } from "./refresh-icon-1dPeTzjK.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { t as formatMoney } from "./money-BiEY2Beh.js";
import { n as avatarUrl, t as AvatarPicture } from "./avatar-picture-BliT8DAe.js";
import { t as u } from "./zod-Teu5dUw-.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { i as useForm } from "./index.esm-D1X32Qw-.js";
import { t as Sheet } from "./sheet-CnKKGIo0.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { s as object } from "./schemas-DYJqGCgo.js";
import { i as nicknameField, t as cleanNickname } from "./account-rules-DyK_jd6_.js";
import { t as problemText } from "./problem-text-_bCAdtun.js";
import { t as useAccountStatus } from "./use-account-status-BDmvyxLb.js";
import { t as ChevronRightIcon } from "./chevron-right-icon-Bokm95S9.js";
import "./runtime-Dc1RwkV2.js";
// src/components/icons/edit-icon.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A pencil; decorative, the button around it carries the name. */
function EditIcon({ size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Icon, {
		size,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 20h4L19 9l-4-4L4 16v4z" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M14 6l4 4" })]
	});
}
// src/features/member/account/nickname-sheet.tsx
/** The nickname popup of the member home: required, the nickname rule, saved by the nickname call. */
function NicknameSheet({ current, onClose }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const { overrides } = useAccountStatus();
	const override = overrides.get("nickname");
	const schema = (0, import_react.useMemo)(() => object({ nickname: nicknameField(t, override) }), [t, override]);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, handleSubmit, formState: { errors, isValid, isSubmitting } } = useForm({
		resolver: u(schema),
		mode: "onChange",
		defaultValues: { nickname: current }
	});
	const submit = handleSubmit(async (values) => {
		setServerError(null);
		const nickname = cleanNickname(values.nickname);
		const result = await settle(updateNickname({ nickname }, { silent: true }));
		if (!result.success) {
			setServerError(problemText(result, t));
			return;
		}
		const member = memberStore.member;
		if (member) setMember({
			...member,
			nickname
		});
		await queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
		showToast("nickname_saved", { kind: "success" });
		onClose();
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sheet, {
		title: t("edit_nickname"),
		onClose,
		closeLabel: t("close"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "account-form",
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("nickname"),
				autoComplete: "nickname",
				hint: t("nickname_hint"),
				error: errors.nickname?.message ?? serverError ?? void 0,
				...register("nickname", { onChange: () => setServerError(null) })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				block: true,
				disabled: !isValid || isSubmitting,
				"aria-busy": isSubmitting,
				children: t("save")
			})]
		})
	});
}
// src/components/icons/copy-icon.tsx
/** Two sheets; decorative, the control around it carries the name. */
function CopyIcon({ size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Icon, {
		size,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: "8",
			y: "8",
			width: "12",
			height: "12",
			rx: "2"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" })]
	});
}
// src/features/member/copy-button.tsx
/** Copies a text to the clipboard and says whether it worked (a wrapper app may refuse the clipboard). */
function CopyButton({ text, label }) {
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(text);
			showToast("copied", { kind: "success" });
		} catch {
			showToast("copy_failed", { kind: "error" });
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		label,
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyIcon, { size: 20 }),
		onClick: () => void copy()
	});
}
// src/features/member/member-links.tsx
var LINKS = [
	{
		to: "/member/fundAccount",
		labelKey: "member_fund_account"
	},
	{
		to: "/member/transaction",
		labelKey: "member_transaction"
	},
	{
		to: "/member/securityCenter",
		labelKey: "member_security_center"
	},
	{
		to: "/member/lottOrders",
		labelKey: "member_lott_orders"
	},
	{
		to: "/more",
		labelKey: "more_title"
	}
];
/** The list of ways into the account (spec section 2, member home). */
function MemberLinks() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": t("member_menu"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "link-list",
			children: LINKS.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: link.to,
				className: "link-list__link",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: t(link.labelKey) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, { size: 20 })]
			}) }, link.to))
		})
	});
}
// src/features/member/member-logout-button.tsx
/**
* Logs out through endSession(): the server forgets the token and this device forgets the session whatever
* the server answers; the guard then sends the player to log in.
*/
function MemberLogoutButton() {
	const { t } = useTranslation();
	const [busy, setBusy] = (0, import_react.useState)(false);
	const onClick = async () => {
		setBusy(true);
		try {
			await endSession();
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "secondary",
		block: true,
		onClick: () => void onClick(),
		disabled: busy,
		"aria-busy": busy,
		children: t("logout")
	});
}
// src/features/member/member-home-page.tsx
var TOTAL = { typeId: 0 };
/** The member home (spec section 2): who is logged in, the wallet's total, and the ways into the account. */
function MemberHomePage() {
	const { t } = useTranslation();
	const { member } = useSnapshot(memberStore);
	const info = useGetMemberInfo();
	const balance = useGetWalletBalance(TOTAL);
	const avatar = useGetPlayerAvatar();
	const { imageCdns } = useAccountStatus();
	const [editing, setEditing] = (0, import_react.useState)(false);
	const balanceLabelId = (0, import_react.useId)();
	const accountId = info.data ? String(info.data.id) : member?.customerId;
	const name = info.data ? info.data.nickname || info.data.account : member?.nickname || member?.username || void 0;
	const customerId = accountId ? Number(accountId) : null;
	const { refresh, refreshing, outcome } = useBalanceRefresh(customerId, balance.refetch);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "member-screen",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: t("member_title") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "panel member-card",
				"aria-label": t("member_account"),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "account-profile",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/member/avatar",
							className: "account-profile__avatar",
							"aria-label": t("change_avatar"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarPicture, {
								src: avatarUrl(avatar.data, imageCdns),
								size: 64,
								eager: true
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "account-profile__who",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "account-profile__name-row",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: "member-card__name",
									children: name ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
										width: "8em",
										height: "1.2em"
									})
								}), name ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
									label: t("edit_nickname"),
									icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditIcon, { size: 20 }),
									onClick: () => setEditing(true)
								}) : null]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "member-card__id",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
									t("account_id"),
									" ",
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "member-card__id-value",
										children: accountId ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
											width: "6em",
											height: "1em"
										})
									})
								] }), accountId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
									text: accountId,
									label: t("copy_account_id")
								}) : null]
							})]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "member-card__balance",
						"aria-busy": balance.isPending || refreshing,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "account-balance__top",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									id: balanceLabelId,
									className: "member-card__balance-label",
									children: t("total_balance")
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
									label: t("refresh_balance"),
									icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshIcon, { size: 20 }),
									busy: refreshing,
									onClick: () => void refresh()
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "member-card__balance-value",
								"aria-labelledby": balanceLabelId,
								children: balance.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, {
									value: balance.data.sumBalance,
									symbol: balance.data.currencySymbol || void 0
								}) : balance.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
									width: "7em",
									height: "0.9em"
								}) : t("balance_unavailable")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "visually-hidden",
								role: "status",
								children: outcome === "updated" && balance.data ? t("balance_now", { amount: formatMoney(balance.data.sumBalance, balance.data.currencySymbol || void 0) }) : outcome === "failed" ? t("balance_unavailable") : ""
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "member-card__actions",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
							to: "/member/deposit",
							variant: "accent",
							block: true,
							children: t("deposit")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
							to: "/member/withdraw",
							variant: "secondary",
							block: true,
							children: t("withdraw")
						})]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberLinks, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberLogoutButton, {}),
			editing && name ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NicknameSheet, {
				current: info.data?.nickname ?? "",
				onClose: () => setEditing(false)
			}) : null
		]
	});
}
export { MemberHomePage };
