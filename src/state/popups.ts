import { proxy } from 'valtio';
import { storage } from '@/lib/storage';
import type { PopupPhase } from '@/lib/popup-rules';

// The promo popup's closed state, one per phase (before and after login), each the newest popup id on offer
// when the player closed it (product spec section 4). Kept on the device, so a closed popup stays closed.

const KEY: Record<PopupPhase, string> = {
  before: 'lotto.popup.closed.before',
  after: 'lotto.popup.closed.after',
};

const read = (phase: PopupPhase): number | null => {
  const value = Number(storage.get(KEY[phase]));
  return storage.get(KEY[phase]) !== null && Number.isSafeInteger(value) ? value : null;
};

export const popupState = proxy<{ closed: Record<PopupPhase, number | null> }>({
  closed: { before: read('before'), after: read('after') },
});

export function closePopups(phase: PopupPhase, newestId: number): void {
  popupState.closed[phase] = newestId;
  storage.set(KEY[phase], String(newestId));
}
