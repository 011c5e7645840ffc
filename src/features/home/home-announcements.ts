import { useGetAnnouncements } from '@/api';
import { announcementPlatform } from '@/lib/platform';

/**
 * Home's one announcements call: the banners (B) and the promo popup (PU) ask the same question, so they share
 * one answer and one request. Silent: home without them is still home, so a failure shows nothing.
 */
export function useHomeAnnouncements() {
  return useGetAnnouncements(
    { platform: announcementPlatform(), types: 'B,PU' },
    { request: { silent: true }, query: { staleTime: 5 * 60_000 } },
  );
}
