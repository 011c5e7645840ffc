import { MemberScreen } from './member-screen';

export function SetMailPage() {
  return <MemberScreen titleKey="member_set_mail" backTo="/member/securityCenter" />;
}
