import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { t as u } from "./zod-Teu5dUw-.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { i as useForm } from "./index.esm-D1X32Qw-.js";
import { M as showToast, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { t as Checkbox } from "./checkbox-CeIypHrQ.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { c as string, s as object } from "./schemas-DYJqGCgo.js";
import { n as formatRange, o as mustConfirm } from "./validation-C205PTVZ.js";
import "./runtime-Dc1RwkV2.js";
// src/features/test-pages/test-form-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var NICKNAME_MAX = 20;
/** A real form with the kit's fields: validation on the field, a disabled submit until valid, a toast. */
function TestFormPage() {
	const { t } = useTranslation();
	const schema = (0, import_react.useMemo)(() => object({
		nickname: string().trim().min(1, t("required_limit")).max(NICKNAME_MAX, formatRange(t("form_max_limit"), NICKNAME_MAX, NICKNAME_MAX)),
		agree: mustConfirm(t, "test_form_agree_required")
	}), [t]);
	const form = useForm({
		resolver: u(schema),
		mode: "onTouched",
		defaultValues: {
			nickname: "",
			agree: false
		}
	});
	const { register, reset, formState: { errors, isValid, isSubmitting } } = form;
	const submit = form.handleSubmit(({ nickname }) => {
		showToast("test_form_saved", {
			kind: "success",
			params: { name: nickname }
		});
		reset();
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "test-pages",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: t("test_form_title"),
			backTo: "/test",
			backLabel: t("back")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "test-pages__form",
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: t("nickname"),
					autoComplete: "nickname",
					error: errors.nickname?.message,
					...register("nickname")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
					label: t("test_form_agree"),
					error: errors.agree?.message,
					...register("agree")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					block: true,
					disabled: !isValid || isSubmitting,
					children: t("save")
				})
			]
		})]
	});
}
export { TestFormPage };
