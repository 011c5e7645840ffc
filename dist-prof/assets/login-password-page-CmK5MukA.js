import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { t as u } from "./zod-Teu5dUw-.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { i as useForm } from "./index.esm-D1X32Qw-.js";
import { M as settle } from "./mutation-D-E-yONN.js";
import { M as showToast, T as useNavigate, y as useTranslation } from "./app-B8swDsOD.js";
import { dt as changePassword } from "./api-G_9Nallq.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { r as loginPasswordSchema } from "./account-rules-DyK_jd6_.js";
import { n as FormSubmit } from "./form-alert-DepduWkL.js";
import { t as problemText } from "./problem-text-_bCAdtun.js";
import { t as useAccountStatus } from "./use-account-status-BDmvyxLb.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
import "./runtime-Dc1RwkV2.js";
// src/features/member/login-password-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Which field a refusal of the server belongs to, so the message stands under it. */
var FIELD_OF_CODE = {
	OLD_PASSWORD_INCORRECT: "oldPassword",
	same_password: "newPassword",
	inconsistent_twice: "confirmNewPassword"
};
/**
* The login-password change (spec sections 5 and 7): old, new and confirmation; the call's body travels
* encrypted (the contract marks it, the fetch pipeline does it).
*/
function LoginPasswordPage() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const { overrides } = useAccountStatus();
	const override = overrides.get("loginPassword");
	const schema = (0, import_react.useMemo)(() => loginPasswordSchema(t, override), [t, override]);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const { register, handleSubmit, setError, trigger, getFieldState, formState: { errors, isValid, isSubmitting } } = useForm({
		resolver: u(schema),
		mode: "onTouched",
		defaultValues: {
			oldPassword: "",
			newPassword: "",
			confirmNewPassword: ""
		}
	});
	const submit = handleSubmit(async (values) => {
		setProblem(null);
		const result = await settle(changePassword(values, { silent: true }));
		if (!result.success) {
			const field = FIELD_OF_CODE[result.code];
			if (field) setError(field, { message: problemText(result, t) }, { shouldFocus: true });
			else setProblem(problemText(result, t));
			return;
		}
		showToast("password_changed", { kind: "success" });
		navigate("/member/securityCenter");
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberScreen, {
		titleKey: "member_login_password",
		backTo: "/member/securityCenter",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "account-form account-card",
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: t("old_password"),
					type: "password",
					autoComplete: "current-password",
					error: errors.oldPassword?.message,
					...register("oldPassword")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: t("new_password"),
					type: "password",
					autoComplete: "new-password",
					hint: t("password_hint"),
					error: errors.newPassword?.message,
					...register("newPassword", { onChange: () => {
						if (getFieldState("confirmNewPassword").isTouched) trigger("confirmNewPassword");
					} })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: t("confirm_new_password"),
					type: "password",
					autoComplete: "new-password",
					error: errors.confirmNewPassword?.message,
					...register("confirmNewPassword")
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
export { LoginPasswordPage };
