import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { t as u } from "./zod-Teu5dUw-.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { i as useForm } from "./index.esm-D1X32Qw-.js";
import { M as showToast, T as useNavigate, y as useTranslation } from "./app-B8swDsOD.js";
import { Et as useGetMemberInfo, G as setMember, W as memberStore, bt as updateEmail, gt as getGetSecurityConfigQueryKey, mt as getGetMemberInfoQueryKey } from "./api-G_9Nallq.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { n as emailField } from "./account-rules-DyK_jd6_.js";
import { s as object } from "./schemas-DYJqGCgo.js";
import { n as FormSubmit } from "./form-alert-DepduWkL.js";
import { t as problemText } from "./problem-text-_bCAdtun.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
import "./runtime-Dc1RwkV2.js";
// src/features/member/set-mail-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The e-mail setting (spec section 2): the current address, and a validated new one saved by the call. */
function SetMailPage() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const info = useGetMemberInfo();
	const current = info.data?.email ?? "";
	const schema = (0, import_react.useMemo)(() => object({ email: emailField(t) }), [t]);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const { register, handleSubmit, reset, formState: { errors, isValid, isSubmitting, isDirty } } = useForm({
		resolver: u(schema),
		mode: "onTouched",
		defaultValues: { email: "" }
	});
	(0, import_react.useEffect)(() => {
		if (current && !isDirty) reset({ email: current });
	}, [
		current,
		isDirty,
		reset
	]);
	const submit = handleSubmit(async ({ email }) => {
		setProblem(null);
		const mail = email.trim();
		const result = await settle(updateEmail({ mail: encodeURIComponent(mail) }, { silent: true }));
		if (!result.success) {
			setProblem(problemText(result, t));
			return;
		}
		const member = memberStore.member;
		if (member) setMember({
			...member,
			email: mail
		});
		await Promise.all([queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() }), queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() })]);
		showToast("email_saved", { kind: "success" });
		navigate("/member/securityCenter");
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_set_mail",
		backTo: "/member/securityCenter",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "account-form account-card",
			onSubmit: submit,
			noValidate: true,
			"aria-busy": info.isPending,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "account-form__intro",
					children: current ? t("email_current", { email: current }) : t("email_not_set")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: t("email"),
					type: "email",
					inputMode: "email",
					autoComplete: "email",
					placeholder: "juan.delacruz@example.com",
					error: errors.email?.message,
					...register("email")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSubmit, {
					problem,
					disabled: !isValid || isSubmitting,
					busy: isSubmitting,
					children: t("save")
				})
			]
		})
	});
}
export { SetMailPage };
