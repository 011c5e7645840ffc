import { MemberScreen } from '@/components/member-screen';
import { BankCardContent } from './bank-card-content';

export function BankCardPage() {
  return (
    <MemberScreen titleKey="member_bank_card" backTo="/member/fundAccount">
      <BankCardContent />
    </MemberScreen>
  );
}
