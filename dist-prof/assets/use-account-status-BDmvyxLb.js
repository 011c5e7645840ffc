import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react } from "./react-1XXMI5Wu.js";
import { Lt as statusQuery, ut as useGetStatus } from "./api-G_9Nallq.js";
import { o as overridesByField } from "./auth-rules-QgxlvvqV.js";
// src/features/member/account/use-account-status.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var NO_CDNS = [];
/** What the account screens read from the status call (the shell's cached answer, no call of their own). */
function useAccountStatus() {
	const { data, isPending } = useGetStatus(statusQuery());
	return (0, import_react.useMemo)(() => ({
		isPending,
		overrides: overridesByField(data?.register),
		/** Whether a bound mobile number may be replaced by another one. */
		updateMobile: data?.whitelabelVal.updateMobile === true,
		captchaSms: data?.whitelabelVal.captchaSms === true,
		captchaId: data?.gw.CAPTCHA_ID ?? "",
		profileIconCount: data?.gw.PROFILE_ICON_COUNT ?? 0,
		imageCdns: data?.imageCDNs ?? NO_CDNS
	}), [data, isPending]);
}
export { useAccountStatus as t };
