import { MemberScreen } from './member-screen';

export function SetPhonePage() {
  return <MemberScreen titleKey="member_set_phone" backTo="/member/securityCenter" />;
}
