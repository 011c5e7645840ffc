import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { M as showToast, T as useNavigate, o as ButtonLink, y as useTranslation } from "./app-B8swDsOD.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { a as useGetBanks, i as useGetBankCardProvinces, mt as getGetMemberInfoQueryKey, t as bindBankCard } from "./api-G_9Nallq.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { n as useCardForm, r as PayeeField, t as CardFormFooter } from "./use-card-form-Beb-8BHw.js";
import { r as refreshCards, t as useCardsData } from "./use-cards-data--GYmisCW.js";
import { n as accountNoProblem, o as payeeProblem, r as cardRoom, s as paymentPasswordProblem, t as accountDigits } from "./card-rules-0kDxsTeo.js";
import { t as CardsLoading } from "./cards-state-BLCIQwWi.js";
import "./runtime-Dc1RwkV2.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
// src/features/member/cards/bank-account-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Server refusals that belong to one field of this form. */
var FIELD_OF_CODE = {
	PROVINCE_REQUIRED: "province",
	UNKNOWN_PROVINCE: "province",
	CITY_REQUIRED: "city",
	UNKNOWN_CITY: "city",
	BANK_NOT_SUPPORTED: "bank",
	BRANCH_REQUIRED: "branch",
	INVALID_PAYEE_NAME: "payee",
	PAYEE_NAME_MISMATCH: "payee",
	PAYEE_LOCKED: "payee",
	INVALID_ACCOUNT_NO: "accountNo",
	CARD_ALREADY_BOUND: "accountNo",
	PAYMENT_PASSWORD_INCORRECT: "paymentPassword"
};
function SelectField({ label, value, onChange, options, placeholder, disabled, error }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "field",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				className: "field__label",
				htmlFor: id,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
				id,
				className: "field__input",
				value,
				disabled,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? `${id}-error` : void 0,
				onChange: (event) => onChange(event.target.value),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: placeholder
				}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: option.value,
					children: option.label
				}, option.value))]
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-error`,
				className: "field__error",
				children: error
			}) : null
		]
	});
}
/** Binds a bank card: where the branch is (province → city), the bank there, the branch, holder and number. */
function BankAccountForm({ config, payeeOnFile }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const provinces = useGetBankCardProvinces();
	const [provinceId, setProvinceId] = (0, import_react.useState)("");
	const [cityId, setCityId] = (0, import_react.useState)("");
	const [bankId, setBankId] = (0, import_react.useState)("");
	const [branch, setBranch] = (0, import_react.useState)("");
	const locked = !config.payeeNameEditable && Boolean(payeeOnFile);
	const [payee, setPayee] = (0, import_react.useState)(locked ? payeeOnFile ?? "" : "");
	const [accountNo, setAccountNo] = (0, import_react.useState)("");
	const [password, setPassword] = (0, import_react.useState)("");
	const { problems, formProblem, submitting, clear, run } = useCardForm(FIELD_OF_CODE);
	const place = cityId ? {
		provinceId: Number(provinceId),
		cityId: Number(cityId)
	} : void 0;
	const banks = useGetBanks(place, { query: { enabled: place !== void 0 } });
	const province = provinces.data?.find((p) => String(p.provinceId) === provinceId);
	const needsPassword = config.paymentPasswordRequired === true;
	const validate = () => {
		const next = {};
		if (!provinceId) next.province = t("wd_err_province");
		if (!cityId) next.city = t("wd_err_city");
		if (!bankId) next.bank = t("wd_err_bank");
		if (branch.trim() === "") next.branch = t("wd_err_branch");
		const payeeText = payeeProblem(payee, t);
		if (payeeText) next.payee = payeeText;
		const accountText = accountNoProblem(accountNo, t);
		if (accountText) next.accountNo = accountText;
		if (needsPassword) {
			const passwordText = paymentPasswordProblem(password, t);
			if (passwordText) next.paymentPassword = passwordText;
		}
		return next;
	};
	const submit = async (event) => {
		event.preventDefault();
		await run({
			check: validate,
			send: () => settle(bindBankCard({
				type: "BANK",
				bankId: Number(bankId),
				accountNo: accountDigits(accountNo),
				payeeName: payee.trim().replace(/\s+/g, " "),
				provinceId: Number(provinceId),
				cityId: Number(cityId),
				branch: branch.trim(),
				...needsPassword ? { paymentPassword: password } : {}
			}, { silent: true })),
			onSuccess: () => {
				refreshCards(queryClient);
				queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
				showToast("wd_card_added", { kind: "success" });
				navigate("/member/bankCard");
			}
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "card-form",
		onSubmit: (event) => void submit(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
				label: t("wd_province"),
				placeholder: t("wd_choose_province"),
				value: provinceId,
				onChange: (value) => {
					setProvinceId(value);
					setCityId("");
					setBankId("");
					clear("province");
				},
				options: (provinces.data ?? []).map((p) => ({
					value: String(p.provinceId),
					label: p.displayName
				})),
				disabled: !provinces.data,
				error: problems.province
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
				label: t("wd_city"),
				placeholder: t("wd_choose_city"),
				value: cityId,
				onChange: (value) => {
					setCityId(value);
					setBankId("");
					clear("city");
				},
				options: (province?.cities ?? []).map((c) => ({
					value: String(c.cityId),
					label: c.displayName
				})),
				disabled: !province,
				error: problems.city
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
				label: t("wd_bank"),
				placeholder: t("wd_choose_bank"),
				value: bankId,
				onChange: (value) => {
					setBankId(value);
					clear("bank");
				},
				options: (banks.data ?? []).filter((b) => b.type === "BANK").map((b) => ({
					value: String(b.bankId),
					label: b.bankName
				})),
				disabled: !banks.data,
				error: problems.bank
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("wd_branch"),
				value: branch,
				onChange: (event) => {
					setBranch(event.target.value);
					clear("branch");
				},
				hint: t("wd_branch_hint"),
				error: problems.branch
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
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("wd_account_no"),
				inputMode: "numeric",
				autoComplete: "off",
				value: accountNo,
				onChange: (event) => {
					setAccountNo(event.target.value.replace(/[^\d\s-]/g, ""));
					clear("accountNo");
				},
				error: problems.accountNo
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
				children: t("wd_bind_card")
			})
		]
	});
}
// src/features/member/cards/bank-account-content.tsx
/** Adding a bank account, unless the limit of bank cards is reached. */
function BankAccountContent() {
	const { t } = useTranslation();
	const data = useCardsData();
	if (!data.ready) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardsLoading, {
		failed: data.failed,
		retry: data.retry
	});
	const room = cardRoom(data.cards, "BANK", data.maxCardCount);
	if (room.full) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel cards-section",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			children: t("wd_card_limit", { max: room.max })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
			to: "/member/bankCard",
			variant: "secondary",
			block: true,
			children: t("wd_manage_bank_cards")
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel cards-section",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "cards-section__note",
			children: t("wd_bank_account_intro")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankAccountForm, {
			config: data.config,
			payeeOnFile: data.payee
		})]
	});
}
// src/features/member/bank-account-page.tsx
function BankAccountPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_bank_account",
		backTo: "/member/bankCard",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankAccountContent, {})
	});
}
export { BankAccountPage };
