import { useGetStatus } from '@/api';
import { statusQuery } from '@/lib/platform';

const NONE: readonly string[] = [];

/** The status's image CDNs (shared with the shell's status query; no call of its own once that is done). */
export function useImageCdns(): readonly string[] {
  return useGetStatus(statusQuery(), { query: { select: (status) => status.imageCDNs } }).data ?? NONE;
}
