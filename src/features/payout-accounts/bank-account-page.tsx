import { MemberScreen } from '@/components/member-screen';
import { BankAccountContent } from './bank-account-content';

export function BankAccountPage() {
  return (
    <MemberScreen titleKey="member_bank_account" backTo="/member/bankCard">
      <BankAccountContent />
    </MemberScreen>
  );
}
