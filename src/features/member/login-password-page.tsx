import { MemberScreen } from './member-screen';

export function LoginPasswordPage() {
  return <MemberScreen titleKey="member_login_password" backTo="/member/securityCenter" />;
}
