import type { Status } from '../../src/api/generated/wps/wps.schemas';
import { settings } from './settings';

// The whole Status the app reads at start: every part present, with realistic values.
export function buildStatus(): Status {
  return {
    maintenance: settings.maintenance,
    regionRestriction: settings.regionRestriction,
    location: { ip: settings.visitorIp, countryCode: settings.visitorCountryCode },
    test: true,
    info: {
      customerService: [
        { title: 'Live chat', path: 'aHR0cHM6Ly9zdXBwb3J0LmxvdHRvcGguZXhhbXBsZS9jaGF0' },
        { title: 'Email support', path: 'bWFpbHRvOnN1cHBvcnRAbG90dG9waC5leGFtcGxl' },
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
      { field: 'verificationCode', pattern: '^[0-9]+$', min: 6, max: 6 },
    ],
    whitelabelVal: {
      googleLogin: true,
      facebookLogin: true,
      smsCodeLogin: true,
      captchaLogin: false,
      captchaRegister: false,
      captchaSms: false,
      updateMobile: true,
    },
    gw: { PROFILE_ICON_COUNT: 12, CAPTCHA_ID: 'mock-captcha-2f1c9a' },
    sms: {
      firebase: false,
      config: {
        apiKey: { key: 'mock-firebase-api-key' },
        authDomain: 'lottoph-mock.firebaseapp.com',
        projectId: 'lottoph-mock',
      },
    },
  };
}
