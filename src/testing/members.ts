import type { MemberInfo } from '@/api';

/** The seeded player as the member-info call answers, personal details included (phone, e-mail, real name). */
export const JUAN_MEMBER_INFO: MemberInfo = {
  id: 10000001,
  account: 'ph09171234567',
  nickname: 'Juan',
  payee: 'Juan Dela Cruz',
  mobileVerified: true,
  email: 'juan@example.ph',
  mobile: '09171234567',
};
