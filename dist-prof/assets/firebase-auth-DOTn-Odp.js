const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/index.esm-CQwig9e0.js","assets/index.esm-DVbQqlmZ.js","assets/index.esm-QHZ-j2LG.js"])))=>i.map(i=>d[i]);
import { n as firebaseAuthEmulatorUrl } from "./auth-vendors-INKfCFRg.js";
import { t as __vitePreload } from "./runtime-Dc1RwkV2.js";
// src/api/firebase-auth.ts
var sdk = null;
var loadSdk = () => sdk ??= Promise.all([__vitePreload(() => import("./index.esm-CQwig9e0.js"), __vite__mapDeps([0,1])), __vitePreload(() => import("./index.esm-QHZ-j2LG.js"), __vite__mapDeps([2,1]))]);
var instances = /* @__PURE__ */ new Map();
/**
* One Firebase app per purpose and config: phone auth keeps nothing on the device (the token is traded for
* our own session at once), while the redirect sign-in must survive the trip to the provider and back.
*/
function authFor(config, purpose, language) {
	const name = `lotto-${purpose}-${config.projectId}`;
	let instance = instances.get(name);
	if (!instance) {
		instance = loadSdk().then(([app, mod]) => {
			const firebaseApp = app.getApps().find((a) => a.name === name) ?? app.initializeApp(config, name);
			const auth = mod.initializeAuth(firebaseApp, {
				persistence: purpose === "phone" ? mod.inMemoryPersistence : mod.browserSessionPersistence,
				popupRedirectResolver: purpose === "social" ? mod.browserPopupRedirectResolver : void 0
			});
			const emulator = firebaseAuthEmulatorUrl();
			if (emulator) mod.connectAuthEmulator(auth, emulator, { disableWarnings: true });
			return {
				auth,
				mod
			};
		});
		instances.set(name, instance);
	}
	return instance.then((value) => {
		value.auth.languageCode = language;
		return value;
	});
}
var verifier = null;
/**
* Sends a code to `e164` through Firebase. `container` hosts the invisible reCAPTCHA; it must stay in the
* page until the code has been sent. Rejects with the SDK's error (its `code` is auth/…).
*/
async function sendPhoneCode(config, e164, container, language) {
	const { auth, mod } = await authFor(config, "phone", language);
	verifier?.clear();
	verifier = new mod.RecaptchaVerifier(auth, container, { size: "invisible" });
	const confirmation = await mod.signInWithPhoneNumber(auth, e164, verifier);
	return { async confirm(code) {
		const token = await (await confirmation.confirm(code)).user.getIdToken();
		await mod.signOut(auth);
		return token;
	} };
}
var providerFor = (mod, provider) => provider === "google" ? new mod.GoogleAuthProvider() : new mod.FacebookAuthProvider();
/** Leaves the app for the provider's sign-in page; the answer is read by takeSocialRedirectResult(). */
async function startSocialRedirect(config, provider, language) {
	const { auth, mod } = await authFor(config, "social", language);
	await mod.signInWithRedirect(auth, providerFor(mod, provider));
}
/** The ID token of a social sign-in that has just come back from the provider, or null when none did. */
async function takeSocialRedirectResult(config, language) {
	const { auth, mod } = await authFor(config, "social", language);
	const result = await mod.getRedirectResult(auth);
	if (!result) return null;
	const token = await result.user.getIdToken();
	await mod.signOut(auth);
	return token;
}
export { sendPhoneCode, startSocialRedirect, takeSocialRedirectResult };
