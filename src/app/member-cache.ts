import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@/api';
import { saveMemberCopy } from '@/state/member-copy';

// The member-info answer lives in the query cache only. The device keeps the part of the last one the home
// screen needs to draw at once after a reload (src/state/member-copy.ts says which part, and why no more);
// screens that show the player's phone, e-mail or payee always wait for the server's answer.

// The key of GET /wps/member/info, named here so this module stays free of the API pipeline.
const MEMBER_QUERY = ['/wps/member/info'];
const MEMBER_HASH = hashKey(MEMBER_QUERY);

/** Keeps the device's copy equal to the last member answer. */
export function keepMemberOnDevice(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    // An answer landing after the session ended belongs to nobody now (saveMemberCopy keeps nothing then).
    if (event.query.queryHash === MEMBER_HASH) saveMemberCopy(event.action.data as MemberInfo);
  });
}
