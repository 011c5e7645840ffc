import { t as RemoteImage } from "./remote-image-B9PqkhkQ.js";
import { n as resolveImageUrl } from "./image-url-CbBY4Qnx.js";
import { t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
// src/features/member/account/avatar-picture.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Where built-in icon n (1..PROFILE_ICON_COUNT) lives on the image CDN. The contract names the icons by
* number only, so the path follows the game pictures' convention (to be confirmed with the backend team).
*/
var profileIconPath = (icon) => `profile/icon_${icon}.png`;
function avatarUrl(avatar, cdns) {
	if (!avatar?.avatar) return null;
	return avatar.avatarType === "STATIC" ? resolveImageUrl(profileIconPath(avatar.avatar), cdns) : resolveImageUrl(avatar.avatar, cdns);
}
/** A round avatar of a fixed size; decorative where a name stands next to it (alt ""). */
function AvatarPicture({ src, size, alt = "", eager = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoteImage, {
		className: "account-avatar",
		src,
		alt,
		width: size,
		height: size,
		eager,
		fallback: ""
	});
}
export { avatarUrl as n, profileIconPath as r, AvatarPicture as t };
