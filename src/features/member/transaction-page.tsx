import { MemberScreen } from './member-screen';

export function TransactionPage() {
  return <MemberScreen titleKey="member_transaction" />;
}
