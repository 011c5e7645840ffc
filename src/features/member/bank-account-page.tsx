import { BankAccountContent } from './cards/bank-account-content';
import { MemberScreen } from './member-screen';

export function BankAccountPage() {
  return (
    <MemberScreen titleKey="member_bank_account" backTo="/member/bankCard">
      <BankAccountContent />
    </MemberScreen>
  );
}
