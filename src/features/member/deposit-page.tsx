import { MemberScreen } from './member-screen';

export function DepositPage() {
  return <MemberScreen titleKey="member_deposit" />;
}
