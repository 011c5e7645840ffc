import { MemberScreen } from '@/components/member-screen';
import { WithdrawContent } from './withdraw-content';

export function WithdrawPage() {
  return (
    <MemberScreen titleKey="member_withdraw">
      <WithdrawContent />
    </MemberScreen>
  );
}
