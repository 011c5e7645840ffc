import { MemberScreen } from './member-screen';

export function WithdrawPage() {
  return <MemberScreen titleKey="member_withdraw" />;
}
