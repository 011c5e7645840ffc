import { MemberScreen } from './member-screen';

export function KycSettingPage() {
  return <MemberScreen titleKey="member_kyc_setting" backTo="/member/securityCenter" />;
}
