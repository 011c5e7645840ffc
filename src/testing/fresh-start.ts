import { cancelPendingRequests } from '@/api/http';
import { forgetPublicKey } from '@/api/rsa-key';
import { askAgeAgain } from '@/state/age-gate';
import { appVersion } from '@/state/app-version';
import { resetCaptchaGate } from '@/state/captcha-gate';
import { clearFrameView } from '@/state/frame-view';
import { setLoginAgeConfirmed } from '@/state/login-age';
import { forgetClosedPopups } from '@/state/popups';
import { clearSendBlock } from '@/state/send-throttle';
import { dispatchSession } from '@/state/session';
import { shell } from '@/state/shell';
import { dismissToast, ui } from '@/state/ui';

// Unit test files share their worker's modules (vite.config.ts, `isolate: false`), so a file starts with
// whatever the file before it left in the app's stores. Each file starts instead from what a freshly loaded app
// has: no session, no toast or dialog on screen, no blocker, nothing on the device and none of the stores kept
// there (21+ answers, closed popups, the code-sending block, the game frame, the version on offer), no server
// key or captcha script remembered, no call in flight. Test code only.

/** Puts the app's shared client state back to a fresh start. */
export function startFresh(): void {
  // Node has no device storage of its own; a file may give it a partial one.
  for (const area of [globalThis.localStorage, globalThis.sessionStorage])
    if (typeof area?.clear === 'function') area.clear();
  dispatchSession({ type: 'loggedOut' });
  for (const toast of [...ui.toasts]) dismissToast(toast.id);
  ui.dialogs.splice(0);
  ui.offline = false;
  ui.savedAt = null;
  ui.savedAtText = null;
  shell.blockers.splice(0);
  askAgeAgain();
  setLoginAgeConfirmed(false);
  forgetClosedPopups();
  clearSendBlock();
  clearFrameView();
  appVersion.available = null;
  appVersion.postponed = null;
  cancelPendingRequests();
  forgetPublicKey();
  resetCaptchaGate();
}
