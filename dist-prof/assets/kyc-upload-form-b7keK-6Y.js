import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { M as showToast, y as useTranslation } from "./app-B8swDsOD.js";
import { Ct as uploadIdImage, gt as getGetSecurityConfigQueryKey, pt as getGetIdImageQueryKey } from "./api-G_9Nallq.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import { n as FormSubmit } from "./form-alert-DepduWkL.js";
import { t as problemText } from "./problem-text-_bCAdtun.js";
// src/features/member/account/kyc-file-check.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var KYC_MAX_BYTES = 5242880;
var KYC_IMAGE_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp",
	"image/heic"
];
/** The message key for a file that cannot be sent, or null when it can. */
function kycFileProblem(file) {
	if (!KYC_IMAGE_TYPES.includes(file.type.toLowerCase())) return "kyc_file_wrong_type";
	if (file.size === 0) return "kyc_file_empty";
	if (file.size > 5242880) return "kyc_file_too_large";
	return null;
}
// src/features/member/account/kyc-upload-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var ID_TYPES = [
	"PHILSYS",
	"PASSPORT",
	"DRIVERS_LICENSE",
	"UMID",
	"POSTAL_ID"
];
var ID_TYPE_LABEL = {
	PHILSYS: "kyc_id_philsys",
	PASSPORT: "kyc_id_passport",
	DRIVERS_LICENSE: "kyc_id_drivers_license",
	UMID: "kyc_id_umid",
	POSTAL_ID: "kyc_id_postal"
};
var EMPTY = {
	file: null,
	preview: null,
	problemKey: null
};
var MAX_MB = KYC_MAX_BYTES / 1048576;
function ImagePicker({ label, hint, capture, picked, required, onPick }) {
	const { t } = useTranslation();
	const id = (0, import_react.useId)();
	const error = picked.problemKey ? t(picked.problemKey, { max: MAX_MB }) : required;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "kyc-picker",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				className: "field__label",
				htmlFor: id,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-hint`,
				className: "field__hint",
				children: hint
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				className: "kyc-picker__input",
				type: "file",
				accept: "image/*",
				capture,
				"aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
				"aria-invalid": error ? true : void 0,
				onChange: (event) => onPick(event.target.files?.[0] ?? null)
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-error`,
				className: "field__error",
				children: error
			}) : null,
			picked.preview ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				className: "kyc-picker__preview",
				src: picked.preview,
				alt: t("kyc_preview", { name: label }),
				width: 240,
				height: 150
			}) : null
		]
	});
}
/** The ID submission: ID kind, optional number, the ID's front and a selfie holding it (contract). */
function KycUploadForm() {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [idType, setIdType] = (0, import_react.useState)("PHILSYS");
	const [idNumber, setIdNumber] = (0, import_react.useState)("");
	const [pictures, setPictures] = (0, import_react.useState)({
		idImage: EMPTY,
		selfieImage: EMPTY
	});
	const [tried, setTried] = (0, import_react.useState)(false);
	const [uploading, setUploading] = (0, import_react.useState)(false);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const selectId = (0, import_react.useId)();
	const previews = (0, import_react.useRef)({
		idImage: null,
		selfieImage: null
	});
	(0, import_react.useEffect)(() => {
		const held = previews.current;
		return () => {
			for (const url of Object.values(held)) if (url) URL.revokeObjectURL(url);
		};
	}, []);
	const pick = (slot, file) => {
		setProblem(null);
		const problemKey = file ? kycFileProblem(file) : null;
		const preview = file && !problemKey ? URL.createObjectURL(file) : null;
		const old = previews.current[slot];
		if (old) URL.revokeObjectURL(old);
		previews.current[slot] = preview;
		setPictures((all) => ({
			...all,
			[slot]: {
				file: file && !problemKey ? file : null,
				preview,
				problemKey
			}
		}));
	};
	const submit = async (event) => {
		event.preventDefault();
		setTried(true);
		const idImage = pictures.idImage.file;
		const selfieImage = pictures.selfieImage.file;
		if (!idImage || !selfieImage || uploading) return;
		setUploading(true);
		setProblem(null);
		try {
			const number = idNumber.trim();
			const result = await settle(uploadIdImage({
				idType,
				idImage,
				selfieImage,
				...number ? { idNumber: number } : {}
			}, {
				silent: true,
				timeoutMs: 6e4
			}));
			if (!result.success) {
				setProblem(problemText(result, t));
				return;
			}
			queryClient.setQueryData(getGetIdImageQueryKey(), result.data);
			queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
			showToast("kyc_submitted", { kind: "success" });
		} finally {
			setUploading(false);
		}
	};
	const required = (slot) => tried && !pictures[slot].file ? t("kyc_file_required") : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "account-form account-card",
		onSubmit: (e) => void submit(e),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					className: "field__label",
					htmlFor: selectId,
					children: t("kyc_id_type")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
					id: selectId,
					className: "field__input",
					value: idType,
					onChange: (event) => setIdType(event.target.value),
					children: ID_TYPES.map((type) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: type,
						children: t(ID_TYPE_LABEL[type])
					}, type))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("kyc_id_number"),
				autoComplete: "off",
				maxLength: 32,
				value: idNumber,
				onChange: (event) => setIdNumber(event.target.value)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
				label: t("kyc_id_front"),
				hint: t("kyc_file_hint", { max: MAX_MB }),
				capture: "environment",
				picked: pictures.idImage,
				required: required("idImage"),
				onPick: (file) => pick("idImage", file)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
				label: t("kyc_selfie"),
				hint: t("kyc_selfie_hint"),
				capture: "user",
				picked: pictures.selfieImage,
				required: required("selfieImage"),
				onPick: (file) => pick("selfieImage", file)
			}),
			uploading ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "kyc-progress",
				role: "status",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("progress", {
					className: "kyc-progress__bar",
					"aria-label": t("kyc_uploading")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: t("kyc_uploading") })]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSubmit, {
				problem,
				disabled: uploading,
				busy: uploading,
				children: t("kyc_submit")
			})
		]
	});
}
export { KycUploadForm };
