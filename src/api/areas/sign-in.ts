// Sign-in, registration and push registration (issue 5), imported as '@/api/areas/sign-in': a door of their own
// because only the login and register screens, the captcha and the native wrapper make these calls, so the
// first page (whose door is src/api/index.ts) carries neither their hooks nor their operation rows. The
// services built on them live in src/services.
export { login, useLogin } from '../generated/wps/session/session.login';
export { registerAutoUsername } from '../generated/wps/member/member.register-auto-username';
export { registerOnlyMobile } from '../generated/wps/member/member.register-only-mobile';
export { resetPasswordByEmail } from '../generated/wps/member/member.reset-password-by-email';
export { getCaptcha, getGetCaptchaQueryKey } from '../generated/wps/verification/verification.get-captcha';
export { sendSmsNoLogin } from '../generated/wps/verification/verification.send-sms-no-login';
export { fcmBind } from '../generated/wps/push/push.fcm-bind';
export { fcmSubscribe } from '../generated/wps/push/push.fcm-subscribe';
export { fcmUnbind } from '../generated/wps/push/push.fcm-unbind';
export type { CaptchaConfig, CaptchaValidation, FirebaseChannel } from '../generated/wps/wps.schemas';
