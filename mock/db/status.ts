import type { Status } from '../../src/api/generated/wps/wps.schemas';
import { CAPTCHA_ID } from '../lib/captcha';
import { encryptServiceLink } from '../lib/service-links';
import { settings } from './settings';

export const PROFILE_ICON_COUNT = 12;

// The whole Status the app reads at start: every part present, with realistic values; the switches come from
// the world's settings so scenarios and the dev panel can flip them.
export function buildStatus(): Status {
  return {
    maintenance: settings.maintenance,
    regionRestriction: settings.regionRestriction,
    location: { ip: settings.visitorIp, countryCode: settings.visitorCountryCode },
    test: settings.testEnvironment,
    info: {
      customerService: [
        { title: 'Live chat', path: encryptServiceLink('https://support.lottoph.example/chat') },
        { title: 'Email support', path: encryptServiceLink('mailto:support@lottoph.example') },
      ],
    },
    imageCDNs: ['/mock-cdn'],
    resources: [
      { resourceType: 'IOS', url: 'https://apps.example.ph/lottoph/ios' },
      { resourceType: 'ANDROID', url: 'https://apps.example.ph/lottoph/lottoph.apk' },
    ],
    register: [
      { field: 'loginUsername', pattern: '^[A-Za-z0-9]+$', min: 6, max: 16 },
      { field: 'loginPassword', pattern: '*', min: 6, max: 16 },
      { field: 'loginMobileNum', pattern: '^[0-9]+$', min: 10, max: 11 },
      { field: 'verificationCode', pattern: '^[0-9]+$', min: 6, max: 6 },
      { field: 'nickname', pattern: '^[^<>]+$', min: 1, max: 20 },
    ],
    whitelabelVal: {
      googleLogin: settings.googleLogin,
      facebookLogin: settings.facebookLogin,
      smsCodeLogin: settings.smsCodeLogin,
      captchaLogin: settings.captchaLogin,
      captchaRegister: settings.captchaRegister,
      captchaSms: settings.captchaSms,
      updateMobile: settings.updateMobile,
    },
    gw: { PROFILE_ICON_COUNT, CAPTCHA_ID },
    sms: {
      firebase: settings.firebasePhoneAuth,
      config: {
        apiKey: { key: 'mock-firebase-api-key' },
        authDomain: 'lottoph-mock.firebaseapp.com',
        projectId: 'lottoph-mock',
      },
    },
  };
}
