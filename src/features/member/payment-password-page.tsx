import { PaymentPasswordContent } from './cards/payment-password-content';
import { MemberScreen } from './member-screen';

export function PaymentPasswordPage() {
  return (
    <MemberScreen titleKey="member_payment_password" backTo="/member/securityCenter">
      <PaymentPasswordContent />
    </MemberScreen>
  );
}
