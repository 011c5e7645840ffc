import type { SecurityConfigItem } from '@/api/areas/account';
import type { SecurityConfig } from '@/api/areas/withdraw';

// The security centre's items (spec section 3, Security config): each config entry that has a screen of
// its own, in the order a new player completes them.

export interface SecurityItem {
  id: 'mobile' | 'email' | 'loginPassword' | 'paymentPassword' | 'kyc' | 'bankCard';
  labelKey: string;
  to: string;
  item: SecurityConfigItem;
  /** The word said next to it: done, not set, or (mobile) set but not verified. */
  stateKey: 'security_done' | 'security_not_set' | 'security_not_verified' | 'security_unavailable';
}

type Spec = Omit<SecurityItem, 'item' | 'stateKey'> & {
  pick: (config: SecurityConfig) => SecurityConfigItem;
};

const SPECS: readonly Spec[] = [
  { id: 'mobile', labelKey: 'member_set_phone', to: '/member/setPhone', pick: (c) => c.mobileVerified },
  { id: 'email', labelKey: 'member_set_mail', to: '/member/setMail', pick: (c) => c.email },
  {
    id: 'loginPassword',
    labelKey: 'member_login_password',
    to: '/member/loginPassword',
    pick: (c) => c.loginPassword,
  },
  {
    id: 'paymentPassword',
    labelKey: 'member_payment_password',
    to: '/member/paymentPassword',
    pick: (c) => c.paymentPassword,
  },
  { id: 'kyc', labelKey: 'member_kyc_setting', to: '/member/kycSetting', pick: (c) => c.idVerification },
  { id: 'bankCard', labelKey: 'member_bank_card', to: '/member/bankCard', pick: (c) => c.bankCards },
];

export function securityItems(config: SecurityConfig): SecurityItem[] {
  return SPECS.map(({ pick, ...spec }) => {
    const item = pick(config);
    let stateKey: SecurityItem['stateKey'];
    if (!item.enabled) stateKey = 'security_unavailable';
    else if (item.isComplete) stateKey = 'security_done';
    else if (spec.id === 'mobile' && config.mobileNum.isComplete) stateKey = 'security_not_verified';
    else stateKey = 'security_not_set';
    return { ...spec, item, stateKey };
  });
}
