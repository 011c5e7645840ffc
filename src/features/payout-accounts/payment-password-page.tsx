import { MemberScreen } from '@/components/member-screen';
import { PaymentPasswordContent } from './payment-password-content';

export function PaymentPasswordPage() {
  return (
    <MemberScreen titleKey="member_payment_password" backTo="/member/securityCenter">
      <PaymentPasswordContent />
    </MemberScreen>
  );
}
