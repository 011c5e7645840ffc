const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/native-bridge-Dm3_hkLw.js","assets/schemas-DYJqGCgo.js"])))=>i.map(i=>d[i]);
import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { C as Outlet, F as preferences, M as showToast, O as dismissToast, T as useNavigate, W as useSnapshot, s as Button, x as Link, y as useTranslation } from "./app-B8swDsOD.js";
import { It as isNativeApp, M as hasPendingRedirect, N as signInByRedirect, P as signInThroughBridge, R as CAPTCHA_LOAD_FAILED_CODE, j as finishRedirectSignIn } from "./api-G_9Nallq.js";
import { a as verifyHuman, i as reportCaptchaProblem, n as prepareCaptcha, t as captchaGate } from "./captcha-gate-0YPDHzzj.js";
import { t as captchaScriptUrl } from "./auth-vendors-INKfCFRg.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { t as loginAge } from "./login-age-CPHwRkn1.js";
import { t as useLoginStatus } from "./use-login-status-DF9yg9Mt.js";
import { t as __vitePreload } from "./runtime-Dc1RwkV2.js";
// src/features/login/captcha-status.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The captcha loader's state where the player can see it (spec section 4: init → loading → loaded | fail):
* quiet while it loads in time, a way to try again when it did not.
*/
function CaptchaStatus() {
	const { t } = useTranslation();
	const { state, wanted } = useSnapshot(captchaGate);
	if (!wanted) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "captcha-status",
		"aria-live": "polite",
		children: [state === "loading" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "captcha-status__text",
			children: t("captcha_loading")
		}) : null, state === "fail" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "captcha-status__fail",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "captcha-status__text",
				children: t("captcha_network_error", { code: CAPTCHA_LOAD_FAILED_CODE })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				onClick: () => void prepareCaptcha(captchaScriptUrl()),
				children: t("try_again")
			})]
		}) : null]
	});
}
// src/lib/social-visibility.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The major OS version in a user agent (iOS "OS 17_2", Android "Android 14"), or null when there is none. */
function osMajorVersion(userAgent) {
	const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)[_.\d]*/i.exec(userAgent);
	if (ios) return Number(ios[1]);
	const android = /\bAndroid (\d+)/i.exec(userAgent);
	if (android) return Number(android[1]);
	return null;
}
/** A version string from the wrapper ("16.4.1", "14") as its major number; null when it is not one. */
function majorOf(version) {
	const match = /^\s*(\d+)/.exec(version ?? "");
	return match ? Number(match[1]) : null;
}
function socialProviders(flags, platformVersion) {
	if (!flags) return [];
	if (platformVersion !== null && platformVersion >= 16) return [];
	const shown = [];
	if (flags.googleLogin) shown.push("google");
	if (flags.facebookLogin) shown.push("facebook");
	return shown;
}
// src/features/login/form-alert.tsx
/** Rendered only with a problem: an element that appears with role="alert" is announced at once. */
function FormAlert({ problem }) {
	const { t } = useTranslation();
	if (!problem) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "form-alert",
		role: "alert",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-alert__text",
				children: problem.text
			}),
			problem.code ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-alert__detail",
				children: t("error_code", { code: problem.code })
			}) : null,
			problem.reason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-alert__detail",
				children: t("error_reason", { reason: problem.reason })
			}) : null
		]
	});
}
// src/features/login/provider-icons.tsx
function GoogleMark() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: "20",
		height: "20",
		viewBox: "0 0 48 48",
		"aria-hidden": "true",
		focusable: "false",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#EA4335",
				d: "M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#4285F4",
				d: "M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#FBBC05",
				d: "M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#34A853",
				d: "M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
			})
		]
	});
}
function FacebookMark() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		width: "20",
		height: "20",
		viewBox: "0 0 24 24",
		"aria-hidden": "true",
		focusable: "false",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			fill: "#1877F2",
			d: "M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
		})
	});
}
function ProviderMark({ provider }) {
	return provider === "google" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleMark, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FacebookMark, {});
}
// src/features/login/use-platform-version.ts
/** How long the wrapper may take to say what it runs on before the browser's own answer is used. */
var PLATFORM_INFO_TIMEOUT_MS = 3e3;
var isWrapped = () => {
	const target = globalThis;
	return isNativeApp() || Boolean(target.LottoAndroid ?? target.webkit?.messageHandlers?.lotto);
};
/**
* The platform's major version: the wrapper's own answer inside the native app (its web view may report an
* older or newer system than the user agent says), else the browser's user agent; null on a desktop.
*/
function usePlatformVersion() {
	const fromAgent = osMajorVersion(globalThis.navigator?.userAgent ?? "");
	const [state, setState] = (0, import_react.useState)(() => ({
		version: fromAgent,
		known: !isWrapped()
	}));
	(0, import_react.useEffect)(() => {
		if (!isWrapped()) return;
		let cancelled = false;
		__vitePreload(async () => {
			const { nativeBridge, nextMessage } = await import("./native-bridge-Dm3_hkLw.js");
			return {
				nativeBridge,
				nextMessage
			};
		}, __vite__mapDeps([0,1])).then(async ({ nativeBridge, nextMessage }) => {
			const bridge = nativeBridge();
			const answer = nextMessage(bridge, "platformInfo", PLATFORM_INFO_TIMEOUT_MS);
			bridge.send({ type: "requestPlatformInfo" });
			const info = await answer;
			if (cancelled) return;
			setState({
				version: info ? majorOf(info.osVersion) : fromAgent,
				known: true
			});
		});
		return () => {
			cancelled = true;
		};
	}, [fromAgent]);
	return state;
}
// src/features/login/social-sign-in.tsx
var PROVIDER_MESSAGES = {
	google: "continue_with_google",
	facebook: "continue_with_facebook"
};
/** The login shell's social sign-in buttons (spec section 2), with what a sign-in attempt ends in. */
function SocialSignIn() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const headingId = (0, import_react.useId)();
	const { flags, firebase, captchaId } = useLoginStatus();
	const { version, known } = usePlatformVersion();
	const { confirmed } = useSnapshot(loginAge);
	const [busy, setBusy] = (0, import_react.useState)(null);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const resumed = (0, import_react.useRef)(false);
	const captcha = flags?.captchaRegister ? () => verifyHuman(captchaScriptUrl(), captchaId, preferences.language) : void 0;
	const settleOutcome = (outcome) => {
		if (!outcome) return;
		switch (outcome.kind) {
			case "loggedIn":
				navigate("/", { replace: true });
				return;
			case "incognito":
				showToast("not_support_incognito", { kind: "error" });
				return;
			case "failed":
				setProblem({
					text: outcome.message || t(outcome.messageKey),
					code: outcome.code,
					reason: outcome.reason
				});
				return;
			case "cancelled":
			case "redirecting": return;
		}
	};
	const run = async (provider, attempt) => {
		setProblem(null);
		setBusy(provider);
		const toastId = showToast("loading", {
			kind: "loading",
			durationMs: 1e4
		});
		try {
			settleOutcome(await attempt());
		} catch (error) {
			reportCaptchaProblem(error);
		} finally {
			dismissToast(toastId);
			setBusy(null);
		}
	};
	(0, import_react.useEffect)(() => {
		if (resumed.current || !firebase || !hasPendingRedirect()) return;
		resumed.current = true;
		run(null, () => finishRedirectSignIn(firebase, preferences.language, { captcha }));
	});
	const providers = known ? socialProviders(flags, version) : [];
	if (providers.length === 0) return null;
	const start = (provider) => {
		if (!confirmed) {
			setProblem({ text: t("confirm_age_required") });
			return;
		}
		if (isWrapped()) run(provider, () => signInThroughBridge(provider, { captcha }));
		else if (firebase) run(provider, () => signInByRedirect(firebase, provider, preferences.language));
		else setProblem({ text: t("firebase_login_failure") });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "social-sign-in",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: headingId,
				className: "social-sign-in__title",
				children: t("or_continue_with")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "social-sign-in__list",
				children: providers.map((provider) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "secondary",
					block: true,
					className: "social-sign-in__button",
					disabled: busy !== null,
					"aria-busy": busy === provider,
					onClick: () => start(provider),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProviderMark, { provider }), t(PROVIDER_MESSAGES[provider])]
				}) }, provider))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, { problem })
		]
	});
}
// src/features/login/login-shell.tsx
/**
* The login shell (spec section 2): /login and /register sit in it and share the social sign-in buttons,
* the captcha loader's state and the link to the terms.
*/
function LoginShell() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "auth-shell",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptchaStatus, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SocialSignIn, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "auth-shell__terms",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/more?page=terms_use",
					children: t("terms_use")
				})
			})
		]
	});
}
export { LoginShell };
