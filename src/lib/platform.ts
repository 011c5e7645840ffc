// What the app runs on. The native wrappers add their name to the user agent; everything else is the browser.

export type DeviceKind = 'WEB' | 'MOBILE';

const ua = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export const isNativeApp = (): boolean => /LottoPH(Android|iOS)App/i.test(ua());
export const isAndroid = (): boolean => /Android/i.test(ua());
export const isIOS = (): boolean => /iPhone|iPad|iPod/i.test(ua());

/** The Device header and the status call's device parameter: phones, tablets and the wrappers are MOBILE. */
export const deviceKind = (): DeviceKind =>
  isNativeApp() || /Android|iPhone|iPad|iPod|Mobile/i.test(ua()) ? 'MOBILE' : 'WEB';

/** The status call's query: which kind of device asks (every caller must use the same, to share one answer). */
export const statusQuery = (): { device: DeviceKind } => ({ device: deviceKind() });

/** The announcements call's platform: M for the mobile site, W for the desktop site. */
export const announcementPlatform = (): 'M' | 'W' => (deviceKind() === 'MOBILE' ? 'M' : 'W');

/** Which download the sidebar offers: the wrapper apps need none, phones get their own, desktops both. */
export function downloadTypesFor(platform: { native: boolean; ios: boolean; android: boolean }): string[] {
  if (platform.native) return [];
  if (platform.ios) return ['IOS'];
  if (platform.android) return ['ANDROID'];
  return ['IOS', 'ANDROID'];
}

/** This platform's downloads among the configured ones (status.resources), each with its address as given. */
export function platformDownloads(
  resources: readonly { resourceType: string; url: string }[],
): { type: string; url: string }[] {
  return downloadTypesFor({ native: isNativeApp(), ios: isIOS(), android: isAndroid() }).flatMap((type) => {
    const resource = resources.find((r) => r.resourceType.toUpperCase() === type && r.url);
    return resource ? [{ type, url: resource.url }] : [];
  });
}
