import { MemberScreen } from './member-screen';
import { WithdrawContent } from './withdraw/withdraw-content';

export function WithdrawPage() {
  return (
    <MemberScreen titleKey="member_withdraw">
      <WithdrawContent />
    </MemberScreen>
  );
}
