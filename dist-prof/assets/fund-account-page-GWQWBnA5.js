import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { M as showToast, o as ButtonLink, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { t as Sheet } from "./sheet-CnKKGIo0.js";
import { n as CardList, r as refreshCards, t as useCardsData } from "./use-cards-data--GYmisCW.js";
import { a as checkEWalletNumber, i as cardsOfType, o as payeeProblem, r as cardRoom, s as paymentPasswordProblem } from "./card-rules-0kDxsTeo.js";
import { t as CardsSection } from "./cards-section-DxtETLxU.js";
import { t as CardsLoading } from "./cards-state-BLCIQwWi.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { mt as getGetMemberInfoQueryKey, p as useGetWithdrawEWalletList, t as bindBankCard } from "./api-G_9Nallq.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import "./runtime-Dc1RwkV2.js";
import { n as useCardForm, r as PayeeField, t as CardFormFooter } from "./use-card-form-Beb-8BHw.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
// src/features/member/cards/e-wallet-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FIELD_OF_CODE = {
	UNKNOWN_WALLET: "wallet",
	BANK_NOT_SUPPORTED: "wallet",
	INVALID_ACCOUNT_NO: "number",
	CARD_ALREADY_BOUND: "number",
	INVALID_PAYEE_NAME: "payee",
	PAYEE_NAME_MISMATCH: "payee",
	PAYEE_LOCKED: "payee",
	PAYMENT_PASSWORD_INCORRECT: "paymentPassword"
};
/** Binds a GCash or Maya account: the wallet, the holder's PH mobile number and the holder's name. */
function EWalletForm({ config, payeeOnFile, onDone }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const wallets = useGetWithdrawEWalletList();
	const [walletId, setWalletId] = (0, import_react.useState)(null);
	const [number, setNumber] = (0, import_react.useState)("");
	const locked = !config.payeeNameEditable && Boolean(payeeOnFile);
	const [payee, setPayee] = (0, import_react.useState)(locked ? payeeOnFile ?? "" : "");
	const [password, setPassword] = (0, import_react.useState)("");
	const { problems, formProblem, submitting, clear, run } = useCardForm(FIELD_OF_CODE);
	const needsPassword = config.paymentPasswordRequired === true;
	const chosen = walletId ?? wallets.data?.[0]?.bankId ?? null;
	const submit = async (event) => {
		event.preventDefault();
		let accountNo = "";
		await run({
			check: async () => {
				const next = {};
				if (chosen === null) next.wallet = t("wd_err_wallet");
				const checked = await checkEWalletNumber(number, t);
				if (checked.problem) next.number = checked.problem;
				accountNo = checked.accountNo;
				const payeeText = payeeProblem(payee, t);
				if (payeeText) next.payee = payeeText;
				if (needsPassword) {
					const passwordText = paymentPasswordProblem(password, t);
					if (passwordText) next.paymentPassword = passwordText;
				}
				return next;
			},
			send: () => settle(bindBankCard({
				type: "EWALLET",
				bankId: chosen ?? 0,
				accountNo,
				payeeName: payee.trim().replace(/\s+/g, " "),
				...needsPassword ? { paymentPassword: password } : {}
			}, { silent: true })),
			onSuccess: () => {
				refreshCards(queryClient);
				queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
				showToast("wd_ewallet_added", { kind: "success" });
				onDone();
			}
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "card-form",
		onSubmit: (event) => void submit(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "choice-group",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "field__label",
						children: t("wd_ewallet")
					}),
					(wallets.data ?? []).map((wallet) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "choice card-form__choice",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							name: "e-wallet",
							value: wallet.bankId,
							checked: wallet.bankId === chosen,
							onChange: () => {
								setWalletId(wallet.bankId);
								clear("wallet");
							}
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: wallet.bankName })]
					}, wallet.bankId)),
					problems.wallet ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "field__error",
						children: problems.wallet
					}) : null
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("wd_ewallet_number"),
				type: "tel",
				inputMode: "tel",
				autoComplete: "tel-national",
				value: number,
				placeholder: "09171234567",
				onChange: (event) => {
					setNumber(event.target.value);
					clear("number");
				},
				hint: t("wd_ewallet_number_hint"),
				error: problems.number
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayeeField, {
				value: payee,
				locked,
				onChange: (value) => {
					setPayee(value);
					clear("payee");
				},
				error: problems.payee
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardFormFooter, {
				problem: formProblem,
				submitting,
				password: needsPassword ? {
					value: password,
					onChange: setPassword,
					clear: () => clear("paymentPassword"),
					error: problems.paymentPassword
				} : void 0,
				children: t("wd_bind_ewallet")
			})
		]
	});
}
// src/features/member/cards/fund-account-content.tsx
/** The fund account hub: bound bank cards and e-wallets, and the ways to add more. */
function FundAccountContent() {
	const { t } = useTranslation();
	const data = useCardsData();
	const [adding, setAdding] = (0, import_react.useState)(false);
	if (!data.ready) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardsLoading, {
		failed: data.failed,
		retry: data.retry
	});
	const banks = cardRoom(data.cards, "BANK", data.maxCardCount);
	const wallets = cardRoom(data.cards, "EWALLET", data.config.maxEWalletCount);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardsSection, {
			titleId: "fund-banks-title",
			title: t("wd_bank_cards"),
			room: banks,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardList, {
				cards: cardsOfType(data.cards, "BANK"),
				emptyKey: "wd_no_bank_cards"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "cards-section__actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
					to: "/member/bankCard",
					variant: "secondary",
					block: true,
					children: t("wd_manage_bank_cards")
				}), banks.full || !data.config.bankCardEnabled ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
					to: "/member/bankAccount",
					block: true,
					children: t("wd_add_bank_account")
				})]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardsSection, {
			titleId: "fund-wallets-title",
			title: t("wd_ewallets"),
			room: wallets,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardList, {
				cards: cardsOfType(data.cards, "EWALLET"),
				emptyKey: "wd_no_ewallets",
				removable: true
			}), wallets.full ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "cards-section__note",
				children: t("wd_ewallet_limit", { max: wallets.max })
			}) : data.config.eWalletEnabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				block: true,
				onClick: () => setAdding(true),
				children: t("wd_add_ewallet")
			}) : null]
		}),
		adding ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sheet, {
			title: t("wd_add_ewallet"),
			closeLabel: t("close"),
			onClose: () => setAdding(false),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EWalletForm, {
				config: data.config,
				payeeOnFile: data.payee,
				onDone: () => setAdding(false)
			})
		}) : null
	] });
}
// src/features/member/fund-account-page.tsx
function FundAccountPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_fund_account",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FundAccountContent, {})
	});
}
export { FundAccountPage };
