import { a as literal, c as string, r as discriminatedUnion, s as object, t as _enum } from "./schemas-DYJqGCgo.js";
// src/lib/native-bridge.ts
var SOCIAL_PROVIDERS = ["google", "facebook"];
var nativeToWebSchema = discriminatedUnion("type", [
	object({
		type: literal("socialLoginResult"),
		provider: _enum(SOCIAL_PROVIDERS),
		/** The provider's id token, exchanged with our backend for a session. */
		idToken: string().min(1),
		socialId: string().min(1),
		email: string().optional(),
		displayName: string().optional()
	}),
	object({
		type: literal("socialLoginFailed"),
		provider: _enum(SOCIAL_PROVIDERS),
		reason: _enum([
			"cancelled",
			"failed",
			"unavailable"
		]),
		message: string().optional()
	}),
	object({
		type: literal("pushToken"),
		token: string().min(1)
	}),
	object({
		type: literal("platformInfo"),
		platform: _enum(["android", "ios"]),
		osVersion: string(),
		appVersion: string()
	})
]);
/** Creates the bridge over a window (the real one, or a stub in tests). */
function createNativeBridge(target) {
	const listeners = /* @__PURE__ */ new Set();
	target.__lottoNative = { receive(json) {
		let data;
		try {
			data = JSON.parse(json);
		} catch {
			return;
		}
		const parsed = nativeToWebSchema.safeParse(data);
		if (!parsed.success) {
			console.warn("[native-bridge] ignored a malformed message", parsed.error.issues[0]?.message);
			return;
		}
		for (const listener of listeners) listener(parsed.data);
	} };
	const channel = () => {
		if (target.LottoAndroid) return (m) => target.LottoAndroid.postMessage(JSON.stringify(m));
		const ios = target.webkit?.messageHandlers?.lotto;
		if (ios) return (m) => ios.postMessage(m);
		return null;
	};
	return {
		get available() {
			return channel() !== null;
		},
		send(message) {
			const post = channel();
			if (!post) return false;
			post(message);
			return true;
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
var shared = null;
function nativeBridge() {
	shared ??= createNativeBridge(globalThis);
	return shared;
}
/** Waits for the first message of a type (e.g. the answer to socialLogin), or null after the timeout. */
function nextMessage(bridge, type, timeoutMs) {
	return new Promise((resolve) => {
		const timer = setTimeout(() => {
			stop();
			resolve(null);
		}, timeoutMs);
		const stop = bridge.subscribe((message) => {
			if (message.type !== type) return;
			clearTimeout(timer);
			stop();
			resolve(message);
		});
	});
}
export { SOCIAL_PROVIDERS, createNativeBridge, nativeBridge, nativeToWebSchema, nextMessage };
