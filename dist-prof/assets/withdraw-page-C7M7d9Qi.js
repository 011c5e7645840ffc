import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { l as Skeleton, o as ButtonLink, s as Button, x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { t as Amount } from "./amount-CbA21jHg.js";
import { D as useGetDepositSettings, Et as useGetMemberInfo, Ot as useGetSecurityConfig, Tt as useGetIdImage, Y as sendSmsToVerifiedMobile, c as getGetWithdrawRecordsQueryKey, d as useGetWithdrawAccountInfo, et as getGetWalletBalanceQueryKey, f as useGetWithdrawCharges, g as withdraw, gt as getGetSecurityConfigQueryKey, h as useGetWithdrawSettings, l as getGetWithdrawSettingsQueryKey, m as useGetWithdrawRecords, tt as useGetWalletBalance } from "./api-G_9Nallq.js";
import { t as formatMoney } from "./money-BiEY2Beh.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { t as Dialog } from "./dialog-Ca7qeJVJ.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import "./runtime-Dc1RwkV2.js";
import { n as sanitizeAmount, t as amountValue } from "./amount-input-B45YB1NK.js";
import { c as failureText, s as paymentPasswordProblem } from "./card-rules-0kDxsTeo.js";
import { t as CodeField } from "./code-field-Pk4ehDy8.js";
import { a as smsResendAt, i as secondsLeft } from "./resend-countdown-jvtsE_cT.js";
import { r as useNow } from "./clock-SdHYv9A3.js";
// src/features/member/withdraw/withdraw-rules.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Labels of the withdrawal statuses 1 to 5 (spec section 4). */
var WITHDRAW_STATUS_MESSAGES = {
	1: "wd_status_processing",
	2: "wd_status_transferring",
	3: "wd_status_audit_failure",
	4: "wd_status_success",
	5: "wd_status_failed"
};
/** Processing and Transferring still change by themselves; the other three are final. */
var isOpenStatus = (status) => status === 1 || status === 2;
var centavos = (pesos) => Math.round(pesos * 100);
/** Why an amount cannot be withdrawn, or null when it can. Limits first: they do not depend on the wallet. */
function checkWithdrawAmount(amount, limits) {
	if (amount === null || amount <= 0) return { key: "wd_amount_required" };
	if (centavos(amount) < centavos(limits.min)) return {
		key: "wd_amount_below_min",
		limit: limits.min
	};
	if (centavos(amount) > centavos(limits.max)) return {
		key: "wd_amount_above_max",
		limit: limits.max
	};
	if (limits.balance !== null && centavos(amount) > centavos(limits.balance)) return { key: "wd_insufficient_balance" };
	return null;
}
/** The words of an amount problem, with its limit written as money. */
function amountProblemText(problem, t) {
	return "limit" in problem ? t(problem.key, { limit: formatMoney(problem.limit) }) : t(problem.key);
}
/** The figures the player confirms, computed in centavos so ₱0.10 + ₱0.20 stays ₱0.30. */
function withdrawalBreakdown(amount, charges) {
	const fee = Math.min(centavos(charges.fee), centavos(amount));
	return {
		amount,
		fee: fee / 100,
		received: (centavos(amount) - fee) / 100,
		debited: amount
	};
}
/** What the player must still do before a withdrawal, in the order the screen lists it. */
function missingRequirements(settings, player) {
	const missing = [];
	if (!player.hasCard) missing.push("card");
	if (settings.mobileVerificationRequired !== false && !player.mobileVerified) missing.push("mobile");
	if (settings.kycRequired !== false && player.kycStatus !== "APPROVED") missing.push("kyc");
	if (settings.paymentPasswordRequired !== false && !player.paymentPasswordSet) missing.push("paymentPassword");
	return missing;
}
var FIELD_OF_CODE = {
	INVALID_AMOUNT: "amount",
	AMOUNT_BELOW_MIN: "amount",
	AMOUNT_ABOVE_MAX: "amount",
	INSUFFICIENT_BALANCE: "amount",
	WITHDRAW_DAILY_AMOUNT: "amount",
	PAYMENT_PASSWORD_INCORRECT: "paymentPassword",
	PAYMENT_PASSWORD_NOT_SET: "paymentPassword",
	INVALID_VERIFICATION_CODE: "verificationCode",
	VERIFICATION_CODE_EXPIRED: "verificationCode",
	VERIFICATION_CODE_REQUIRED: "verificationCode"
};
var fieldOfCode = (code) => FIELD_OF_CODE[code] ?? null;
// src/features/member/withdraw/use-withdraw-data.ts
var TOTAL = { typeId: 0 };
/** Everything the withdraw screen needs to know before it shows the form, loaded side by side. */
function useWithdrawData() {
	const settings = useGetWithdrawSettings();
	const accounts = useGetWithdrawAccountInfo();
	const member = useGetMemberInfo();
	const kyc = useGetIdImage();
	const security = useGetSecurityConfig();
	const depositSettings = useGetDepositSettings();
	const balance = useGetWalletBalance(TOTAL);
	const queries = [
		settings,
		accounts,
		member,
		kyc,
		security,
		depositSettings
	];
	const failed = queries.some((q) => q.isError);
	const pending = queries.some((q) => q.isPending);
	const retry = () => {
		for (const query of queries) if (query.isError) query.refetch();
	};
	if (pending || failed || !settings.data || !accounts.data || !member.data || !kyc.data || !security.data) return {
		ready: false,
		failed,
		retry,
		balance
	};
	const missing = missingRequirements(settings.data, {
		hasCard: accounts.data.bankCards.length > 0,
		mobileVerified: member.data.mobileVerified,
		kycStatus: kyc.data.status,
		paymentPasswordSet: security.data.paymentPassword.isComplete
	});
	return {
		ready: true,
		settings: settings.data,
		cards: accounts.data.bankCards,
		kyc: kyc.data,
		missing,
		smsEveryTime: depositSettings.data?.mobileVerificationType === "EVERY_WITHDRAWAL",
		balance
	};
}
// src/features/member/withdraw/use-sms-code.ts
/** The "send code" button of a withdrawal that needs an SMS check: one code to the verified mobile. */
function useWithdrawSmsCode() {
	const { t } = useTranslation();
	const [resendAt, setResendAt] = (0, import_react.useState)(null);
	const [sending, setSending] = (0, import_react.useState)(false);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const [sent, setSent] = (0, import_react.useState)(false);
	const now = useNow();
	const wait = secondsLeft(resendAt, now);
	const send = async () => {
		if (sending || wait > 0) return;
		setSending(true);
		setProblem(null);
		const result = await settle(sendSmsToVerifiedMobile({ purpose: "WITHDRAW" }, { silent: true }));
		setSending(false);
		if (!result.success) {
			if (result.kind !== "unauthorized" && result.kind !== "cancelled") setProblem(failureText(result, t));
			return;
		}
		setSent(true);
		setResendAt(smsResendAt(result.data.expirationTime));
	};
	return {
		send,
		sending,
		wait,
		sent,
		problem
	};
}
// src/features/member/withdraw/sms-code-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The SMS check a withdrawal needs when the settings ask for one every time (EVERY_WITHDRAWAL). */
function SmsCodeField({ value, onChange, error }) {
	const { t } = useTranslation();
	const sms = useWithdrawSmsCode();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "withdraw-sms",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "withdraw-sms__intro",
			children: t("wd_sms_intro")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
			rowClassName: "withdraw-sms__row",
			sendClassName: "withdraw-sms__send",
			sendLabel: sms.wait > 0 ? t("send_code_wait", { seconds: sms.wait }) : sms.sent ? t("send_code_again") : t("send_code"),
			sendDisabled: sms.sending || sms.wait > 0,
			onSend: () => void sms.send(),
			maxLength: 6,
			value,
			onChange: (event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6)),
			error: error ?? sms.problem ?? void 0,
			hint: sms.sent ? t("wd_sms_sent") : void 0
		})]
	});
}
// src/features/member/withdraw/withdraw-form.tsx
/** How long the amount rests before its fee is asked for, so typing "1500" is one call, not four. */
var FEE_DEBOUNCE_MS = 300;
function WithdrawForm({ settings, cards, balance, smsEveryTime, onDone }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [cardId, setCardId] = (0, import_react.useState)(() => (cards.find((c) => c.isDefault) ?? cards[0]).id);
	const [amountText, setAmountText] = (0, import_react.useState)("");
	const [password, setPassword] = (0, import_react.useState)("");
	const [code, setCode] = (0, import_react.useState)("");
	const [problems, setProblems] = (0, import_react.useState)({});
	const [insufficient, setInsufficient] = (0, import_react.useState)(false);
	const [formProblem, setFormProblem] = (0, import_react.useState)(null);
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	const [submitting, setSubmitting] = (0, import_react.useState)(false);
	const inFlight = (0, import_react.useRef)(false);
	const intent = (0, import_react.useRef)(null);
	const decimals = settings.decimals ?? 0;
	const amount = amountValue(amountText);
	const amountProblem = checkWithdrawAmount(amount, {
		min: settings.min,
		max: settings.max,
		balance
	});
	const [feeAmount, setFeeAmount] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		const timer = setTimeout(() => setFeeAmount(amountProblem ? null : amount), FEE_DEBOUNCE_MS);
		return () => clearTimeout(timer);
	}, [amount, amountProblem]);
	const charges = useGetWithdrawCharges({ amount: feeAmount ?? 0 }, {
		query: { enabled: feeAmount !== null },
		request: { silent: true }
	});
	const breakdown = charges.data && feeAmount !== null && feeAmount === amount ? withdrawalBreakdown(feeAmount, charges.data) : null;
	const feeLoading = !breakdown && !charges.isError;
	const card = cards.find((c) => c.id === cardId) ?? cards[0];
	const validate = () => {
		const next = {};
		if (amountProblem) next.amount = amountProblemText(amountProblem, t);
		const passwordProblem = paymentPasswordProblem(password, t);
		if (passwordProblem) next.paymentPassword = passwordProblem;
		if (smsEveryTime && code.trim() === "") next.verificationCode = t("enter_verification_code");
		return next;
	};
	const onSubmit = (event) => {
		event.preventDefault();
		const next = validate();
		setProblems(next);
		setInsufficient(amountProblem?.key === "wd_insufficient_balance");
		setFormProblem(null);
		if (Object.keys(next).length > 0) return;
		setFeeAmount(amount);
		setConfirming(true);
	};
	const confirm = async () => {
		if (inFlight.current || amount === null) return;
		inFlight.current = true;
		setSubmitting(true);
		const signature = `${card.id}|${amount}`;
		if (intent.current?.signature !== signature) intent.current = {
			signature,
			key: globalThis.crypto.randomUUID()
		};
		const result = await settle(withdraw({
			amount,
			bankCardId: card.id,
			paymentPassword: password,
			...smsEveryTime ? { verificationCode: code.trim() } : {}
		}, {
			idempotencyKey: intent.current.key,
			silent: true
		}));
		inFlight.current = false;
		setSubmitting(false);
		setConfirming(false);
		if (result.success) {
			intent.current = null;
			queryClient.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
			queryClient.invalidateQueries({ queryKey: getGetWithdrawSettingsQueryKey() });
			queryClient.invalidateQueries({ queryKey: getGetWithdrawRecordsQueryKey() });
			onDone(result.data);
			return;
		}
		if (result.kind === "unauthorized" || result.kind === "cancelled") return;
		const text = failureText(result, t);
		const field = fieldOfCode(result.code);
		if (result.code === "PAYMENT_PASSWORD_NOT_SET") queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
		if (field) {
			setProblems({ [field]: text });
			setInsufficient(result.code === "INSUFFICIENT_BALANCE");
		} else setFormProblem(text);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "panel panel--loose withdraw-form",
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "choice-group",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "field__label",
						children: t("wd_withdraw_to")
					}),
					cards.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "choice",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							name: "withdraw-account",
							value: c.id,
							checked: c.id === card.id,
							onChange: () => setCardId(c.id)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "withdraw-accounts__bank",
								children: c.bankName
							}),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "withdraw-accounts__number",
								children: c.accountNo
							})
						] })]
					}, c.id)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						className: "withdraw-link",
						to: "/member/fundAccount",
						children: t("wd_manage_accounts")
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("wd_amount"),
				inputMode: decimals > 0 ? "decimal" : "numeric",
				autoComplete: "off",
				value: amountText,
				onChange: (event) => {
					setAmountText(sanitizeAmount(event.target.value, decimals));
					setProblems(({ amount: _dropped, ...rest }) => rest);
					setInsufficient(false);
				},
				hint: t("wd_limits", {
					min: formatMoney(settings.min),
					max: formatMoney(settings.max)
				}),
				error: problems.amount
			}),
			insufficient ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				className: "withdraw-link",
				to: "/member/deposit",
				children: t("wd_top_up")
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "withdraw-fee",
				"aria-live": "polite",
				children: breakdown ? t("wd_fee_line", {
					fee: formatMoney(breakdown.fee),
					received: formatMoney(breakdown.received)
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "withdraw-fee__muted",
					children: t("wd_fee_hint")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("member_payment_password"),
				type: "password",
				inputMode: "numeric",
				autoComplete: "off",
				maxLength: 6,
				value: password,
				onChange: (event) => {
					setPassword(event.target.value.replace(/\D/g, "").slice(0, 6));
					setProblems(({ paymentPassword: _dropped, ...rest }) => rest);
				},
				error: problems.paymentPassword
			}),
			smsEveryTime ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SmsCodeField, {
				value: code,
				onChange: (value) => {
					setCode(value);
					setProblems(({ verificationCode: _dropped, ...rest }) => rest);
				},
				error: problems.verificationCode
			}) : null,
			formProblem ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "withdraw-alert",
				role: "alert",
				children: formProblem
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				block: true,
				disabled: submitting,
				children: t("withdraw")
			}),
			confirming ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				title: t("wd_confirm_title"),
				onClose: () => {
					if (!submitting) setConfirming(false);
				},
				actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					block: true,
					disabled: submitting || feeLoading,
					onClick: () => void confirm(),
					children: submitting ? t("wd_submitting") : t("wd_confirm")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					block: true,
					disabled: submitting,
					onClick: () => setConfirming(false),
					children: t("wd_cancel")
				})] }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "withdraw-summary",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("wd_withdraw_to") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
							card.bankName,
							" ",
							card.accountNo
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("wd_amount") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, { value: amount ?? 0 }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("wd_fee") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: breakdown ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, { value: breakdown.fee }) : t("wd_fee_unknown") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("wd_received") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: breakdown ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, { value: breakdown.received }) : t("wd_fee_unknown") })
					]
				})
			}) : null
		]
	});
}
// src/features/member/withdraw/withdraw-gates.tsx
var KYC_STATE_MESSAGES = {
	NOT_SET: "wd_kyc_not_set",
	IN_REVIEW: "wd_kyc_in_review",
	FAILED: "wd_kyc_failed",
	APPROVED: "wd_kyc_approved"
};
var STEPS = {
	card: {
		textKey: "wd_need_card",
		to: "/member/fundAccount",
		linkKey: "wd_bind_account"
	},
	mobile: {
		textKey: "wd_need_mobile",
		to: "/member/setPhone",
		linkKey: "wd_verify_mobile"
	},
	kyc: {
		textKey: "wd_need_kyc",
		to: "/member/kycSetting",
		linkKey: "wd_verify_identity"
	},
	paymentPassword: {
		textKey: "wd_need_payment_password",
		to: "/member/paymentPassword",
		linkKey: "wd_set_payment_password"
	}
};
/** What is still missing before the first withdrawal, each with the way to do it. */
function WithdrawGates({ missing, kyc }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel withdraw-card",
		"aria-labelledby": "withdraw-gates-title",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "withdraw-gates-title",
			className: "withdraw-card__title",
			children: t("wd_before_title")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: "withdraw-gates",
			children: missing.map((requirement) => {
				const step = STEPS[requirement];
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "withdraw-gates__item",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t(step.textKey) }),
						requirement === "kyc" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "withdraw-gates__state",
							children: [t("wd_kyc_state", { state: t(KYC_STATE_MESSAGES[kyc.status]) }), kyc.status === "FAILED" && kyc.reason ? ` ${t("wd_kyc_reason", { reason: kyc.reason })}` : ""]
						}) : null,
						requirement === "kyc" && kyc.status === "IN_REVIEW" ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonLink, {
							to: step.to,
							variant: "secondary",
							block: true,
							children: requirement === "kyc" && kyc.status === "FAILED" ? t("wd_resubmit_identity") : t(step.linkKey)
						})
					]
				}, requirement);
			})
		})]
	});
}
// src/features/member/withdraw/withdraw-status.tsx
/** While an order still moves (Processing, Transferring) its record is read again this often. */
var STATUS_POLL_MS = 3e3;
var RECENT = {
	start: 0,
	end: 20
};
/** The withdrawal just made and where it stands (statuses 1 to 5), followed until it is final. */
function WithdrawStatus({ order, onAgain }) {
	const { t } = useTranslation();
	const record = useGetWithdrawRecords(RECENT, {
		query: { refetchInterval: (query) => {
			const record = query.state.data?.list.find((r) => r.orderNo === order.orderNo);
			return isOpenStatus(record?.status ?? order.status) ? STATUS_POLL_MS : false;
		} },
		request: { silent: true }
	}).data?.list.find((r) => r.orderNo === order.orderNo);
	const status = record?.status ?? order.status;
	const fee = record?.fee ?? order.fee ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel withdraw-card",
		"aria-labelledby": "withdraw-status-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "withdraw-status-title",
				className: "withdraw-card__title",
				children: t("wd_submitted_title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "withdraw-summary",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("wd_order_no") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: order.orderNo }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("wd_amount") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, { value: order.amount }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("wd_fee") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, { value: fee }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("wd_status") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						role: "status",
						className: `withdraw-status withdraw-status--${status}`,
						children: t(WITHDRAW_STATUS_MESSAGES[status])
					}) })
				]
			}),
			record?.remark ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "withdraw-card__note",
				children: record.remark
			}) : null,
			isOpenStatus(status) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "withdraw-card__note",
				children: t("wd_status_follow")
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				block: true,
				onClick: onAgain,
				children: t("wd_again")
			})
		]
	});
}
// src/features/member/withdraw/withdraw-content.tsx
/** The withdraw screen's body: the balance, then what is missing, the form, or the order just made. */
function WithdrawContent() {
	const { t } = useTranslation();
	const data = useWithdrawData();
	const [order, setOrder] = (0, import_react.useState)(null);
	const balance = data.balance.data?.sumBalance ?? null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel withdraw-card withdraw-balance",
		"aria-label": t("total_balance"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "withdraw-balance__label",
			children: t("total_balance")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "withdraw-balance__value",
			children: data.balance.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, {
				value: data.balance.data.sumBalance,
				symbol: data.balance.data.currencySymbol || void 0
			}) : data.balance.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: "7em",
				height: "0.9em"
			}) : t("balance_unavailable")
		})]
	}), order ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WithdrawStatus, {
		order,
		onAgain: () => setOrder(null)
	}) : !data.ready ? data.failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel withdraw-card",
		role: "alert",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("wd_unavailable") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			block: true,
			onClick: data.retry,
			children: t("wd_retry")
		})]
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "panel withdraw-card",
		"aria-busy": "true",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: "100%",
			height: "12rem"
		})
	}) : data.settings.withdrawAllowed === false ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "panel withdraw-card withdraw-alert",
		role: "alert",
		children: t("wd_not_allowed")
	}) : data.missing.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WithdrawGates, {
		missing: data.missing,
		kyc: data.kyc
	}) : data.settings.remainingCount <= 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "panel withdraw-card withdraw-alert",
		role: "alert",
		children: t("wd_err_daily_limit")
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WithdrawForm, {
		settings: data.settings,
		cards: data.cards,
		balance,
		smsEveryTime: data.smsEveryTime,
		onDone: setOrder
	})] });
}
// src/features/member/withdraw-page.tsx
function WithdrawPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_withdraw",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WithdrawContent, {})
	});
}
export { WithdrawPage };
