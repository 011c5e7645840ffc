import { MemberScreen } from '@/components/member-screen';
import { FundAccountContent } from './fund-account-content';

export function FundAccountPage() {
  return (
    <MemberScreen titleKey="member_fund_account">
      <FundAccountContent />
    </MemberScreen>
  );
}
