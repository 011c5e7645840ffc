import { proxy } from 'valtio';
import type { PopupPhase } from '@/lib/popup-rules';
import { persisted } from './persisted';

// The promo popup's closed state, one per phase (before and after login), each the newest popup id on offer
// when the player closed it (product spec section 4). Kept on the device, so a closed popup stays closed.

const closedIn = (phase: PopupPhase) =>
  persisted<{ id: number | null }>(`lotto.popup.closed.${phase}`, {
    parse: (raw) => {
      const id = Number(raw);
      return raw.trim() !== '' && Number.isSafeInteger(id) ? { id } : null;
    },
    serialize: ({ id }) => (id === null ? null : String(id)),
    initial: { id: null },
  });

export const popupState = proxy<{ closed: Record<PopupPhase, { id: number | null }> }>({
  closed: { before: closedIn('before'), after: closedIn('after') },
});

export function closePopups(phase: PopupPhase, newestId: number): void {
  popupState.closed[phase].id = newestId;
}
