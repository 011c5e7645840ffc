import { J as storage, q as apiConfig } from "./app-B8swDsOD.js";
// src/api/auth-vendors.ts
var VENDOR_CAPTCHA_SCRIPT_URL = "https://static.geetest.com/v4/gt4.js";
var MOCK_CAPTCHA_SCRIPT_PATH = "/__mock/captcha/gt4.js";
var CAPTCHA_SCRIPT_OVERRIDE_KEY = "lotto.dev.captchaScript";
var FIREBASE_EMULATOR_OVERRIDE_KEY = "lotto.dev.firebaseAuthEmulator";
var env = {
	"BASE_URL": "/",
	"DEV": false,
	"MODE": "production",
	"PROD": true,
	"SSR": false,
	"VITE_API_BASE_URL": "",
	"VITE_MERCHANT": "lottoph"
};
var isMockBuild = () => env.VITE_API_MOCK === "1";
/** A path on our own origin ("/x/y.js"), never "//host/…" or a full URL. */
var isOwnPath = (value) => typeof value === "string" && /^\/(?!\/)[\w\-./]*$/.test(value);
/** An http(s) origin on this page's origin or a loopback address. */
function isAllowedEmulator(value, pageOrigin) {
	if (!value) return false;
	try {
		const url = new URL(value);
		if (url.protocol !== "http:" && url.protocol !== "https:") return false;
		return url.origin === pageOrigin || [
			"127.0.0.1",
			"localhost",
			"[::1]"
		].includes(url.hostname);
	} catch {
		return false;
	}
}
var pageOrigin = () => globalThis.location?.origin ?? "";
function captchaScriptUrl() {
	if (env.VITE_CAPTCHA_SCRIPT_URL) return env.VITE_CAPTCHA_SCRIPT_URL;
	const override = storage.get(CAPTCHA_SCRIPT_OVERRIDE_KEY);
	if (isOwnPath(override)) return override;
	return isMockBuild() ? `${apiConfig.baseUrl}${MOCK_CAPTCHA_SCRIPT_PATH}` : VENDOR_CAPTCHA_SCRIPT_URL;
}
/** The Firebase Auth emulator to use, or null for Google's real service. */
function firebaseAuthEmulatorUrl() {
	if (env.VITE_FIREBASE_AUTH_EMULATOR_URL) return env.VITE_FIREBASE_AUTH_EMULATOR_URL;
	const override = storage.get(FIREBASE_EMULATOR_OVERRIDE_KEY);
	if (isAllowedEmulator(override, pageOrigin())) return override;
	return isMockBuild() ? apiConfig.baseUrl || pageOrigin() : null;
}
export { firebaseAuthEmulatorUrl as n, captchaScriptUrl as t };
