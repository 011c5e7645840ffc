import { FundAccountContent } from './cards/fund-account-content';
import { MemberScreen } from './member-screen';

export function FundAccountPage() {
  return (
    <MemberScreen titleKey="member_fund_account">
      <FundAccountContent />
    </MemberScreen>
  );
}
