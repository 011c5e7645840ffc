import { BankCardContent } from './cards/bank-card-content';
import { MemberScreen } from './member-screen';

export function BankCardPage() {
  return (
    <MemberScreen titleKey="member_bank_card" backTo="/member/fundAccount">
      <BankCardContent />
    </MemberScreen>
  );
}
