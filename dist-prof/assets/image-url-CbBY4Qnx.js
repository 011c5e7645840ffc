// src/lib/image-url.ts
var ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
var trimEnd = (base) => base.replace(/\/+$/, "");
function resolveImageUrl(path, cdns) {
	if (!path) return null;
	if (ABSOLUTE.test(path)) return path;
	const bases = cdns.map(trimEnd).filter(Boolean);
	if (bases.some((base) => path === base || path.startsWith(`${base}/`))) return path;
	if (bases.length === 0) return path.startsWith("/") ? path : `/${path}`;
	return `${bases[0]}/${path.replace(/^\/+/, "")}`;
}
/**
* Where a game's picture lives on the CDN. The contract has no picture field, so the path is named after the
* game code (to be confirmed with the backend team).
*/
var gamePicturePath = (gameCode) => `games/${gameCode.toLowerCase()}.png`;
export { resolveImageUrl as n, gamePicturePath as t };
