import { Lt as statusQuery, ut as useGetStatus } from "./api-G_9Nallq.js";
// src/features/home/use-image-cdns.ts
var NONE = [];
/** The status's image CDNs (shared with the shell's status query; no call of its own once that is done). */
function useImageCdns() {
	return useGetStatus(statusQuery(), { query: { select: (status) => status.imageCDNs } }).data ?? NONE;
}
export { useImageCdns as t };
