import { MemberScreen } from './member-screen';

export function SecurityCenterPage() {
  return <MemberScreen titleKey="member_security_center" />;
}
