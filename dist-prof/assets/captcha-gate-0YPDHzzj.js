import { G as proxy, M as showToast } from "./app-B8swDsOD.js";
import { B as captchaLanguage, R as CAPTCHA_LOAD_FAILED_CODE, V as verifyWithGeetest, z as CaptchaError } from "./api-G_9Nallq.js";
// src/lib/script-loader.ts
var ScriptLoadError = class extends Error {
	reason;
	constructor(reason) {
		super(reason === "timeout" ? "script load timed out" : "script failed to load");
		this.reason = reason;
		this.name = "ScriptLoadError";
	}
};
function createScriptLoader(src, options) {
	const doc = options.doc ?? document;
	const listeners = /* @__PURE__ */ new Set();
	let state = "init";
	let pending = null;
	const set = (next) => {
		state = next;
		for (const listener of listeners) listener(next);
	};
	const attempt = () => new Promise((resolve, reject) => {
		const script = doc.createElement("script");
		const finish = (error) => {
			clearTimeout(timer);
			script.onload = null;
			script.onerror = null;
			if (error) {
				script.remove();
				set("fail");
				reject(error);
			} else {
				set("loaded");
				resolve();
			}
		};
		script.src = src;
		script.async = true;
		script.onload = () => finish(null);
		script.onerror = () => finish(new ScriptLoadError("error"));
		const timer = setTimeout(() => finish(new ScriptLoadError("timeout")), options.timeoutMs);
		set("loading");
		doc.head.appendChild(script);
	});
	return {
		get state() {
			return state;
		},
		load() {
			if (state === "loaded") return Promise.resolve();
			if (state === "loading" && pending) return pending;
			if (options.isReady?.()) {
				set("loaded");
				return Promise.resolve();
			}
			pending = attempt();
			return pending;
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
// src/state/captcha-gate.ts
var CAPTCHA_LOAD_TIMEOUT_MS = 1e4;
var captchaGate = proxy({
	state: "init",
	/** A screen that needs the captcha is open (the shell shows the loader's state only then). */
	wanted: false
});
var loader = null;
var loaderSource = "";
var vendor = () => globalThis.initGeetest4;
/** Starts loading the vendor script (again, after a failure). Never rejects: the store says how it went. */
function prepareCaptcha(src) {
	captchaGate.wanted = true;
	if (!loader || loaderSource !== src) {
		loader = createScriptLoader(src, {
			timeoutMs: CAPTCHA_LOAD_TIMEOUT_MS,
			isReady: () => typeof vendor() === "function"
		});
		loaderSource = src;
		loader.subscribe((state) => {
			captchaGate.state = state;
		});
	}
	return loader.load().then(() => true, () => false);
}
/** The screen that wanted the captcha has closed. */
function releaseCaptcha() {
	captchaGate.wanted = false;
}
/** Loads if needed, then runs one verification. Rejects with a CaptchaError. */
async function verifyHuman(src, captchaId, language) {
	const init = await prepareCaptcha(src) ? vendor() : void 0;
	if (!init) throw new CaptchaError({
		kind: "network",
		code: CAPTCHA_LOAD_FAILED_CODE
	});
	return verifyWithGeetest(init, {
		captchaId,
		language: captchaLanguage(language)
	});
}
/** Tells the player why the verification did not pass (spec section 8). */
function reportCaptchaProblem(error) {
	if (!(error instanceof CaptchaError)) {
		showToast("in_unknown_error", { kind: "error" });
		return;
	}
	const { problem } = error;
	switch (problem.kind) {
		case "closed":
			showToast("verify_first", { kind: "error" });
			return;
		case "failed":
			if (problem.message) showToast(problem.message, {
				kind: "error",
				isKey: false
			});
			else showToast("verify_first", { kind: "error" });
			return;
		case "network":
			showToast("captcha_network_error", {
				kind: "error",
				params: { code: problem.code }
			});
			return;
	}
}
export { verifyHuman as a, reportCaptchaProblem as i, prepareCaptcha as n, releaseCaptcha as r, captchaGate as t };
