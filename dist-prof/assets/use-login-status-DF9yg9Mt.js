import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react } from "./react-1XXMI5Wu.js";
import { Lt as statusQuery, ut as useGetStatus } from "./api-G_9Nallq.js";
import { o as overridesByField } from "./auth-rules-QgxlvvqV.js";
// src/features/login/use-login-status.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** What the login shell reads from the status call (shared cache with the app shell: one request). */
function useLoginStatus() {
	const data = useGetStatus(statusQuery()).data;
	return (0, import_react.useMemo)(() => {
		const config = data?.sms.config;
		const firebase = config ? {
			apiKey: config.apiKey.key,
			authDomain: config.authDomain,
			projectId: config.projectId
		} : null;
		return {
			flags: data?.whitelabelVal ?? null,
			overrides: overridesByField(data?.register),
			captchaId: data?.gw.CAPTCHA_ID ?? "",
			firebase
		};
	}, [data]);
}
export { useLoginStatus as t };
