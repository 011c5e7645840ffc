import { z } from 'zod';
import { appPath, isAppPath } from '@/lib/app-path';
import { storage } from '@/lib/storage';
import { persisted } from './persisted';
import { onSessionEvent } from './session';

// Which lottery frame view is open (product spec section 3, frame view state): none, game or order, where
// "back" returns to, and the game the site has open. Kept in session storage so a reload of the frame screen
// reopens the same view and game; a new tab starts with none.

export const FRAME_VIEW_KEY = 'lotto.frameView';

// The back path follows the app's path rule (src/lib/app-path.ts); the frame screen checks it from here too.
export { isAppPath };

const frameViewSchema = z.object({
  view: z.enum(['none', 'game', 'order']),
  backPath: appPath,
  gameId: z.number().int().positive().nullable(),
});

export type FrameView = z.infer<typeof frameViewSchema>['view'];
export type FrameViewState = z.infer<typeof frameViewSchema>;

const NONE: FrameViewState = { view: 'none', backPath: '/', gameId: null };

function parse(raw: string): FrameViewState | null {
  try {
    const parsed = frameViewSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const frameView = persisted<FrameViewState>(FRAME_VIEW_KEY, {
  parse,
  // No view open is the state of a new tab: nothing to remember.
  serialize: (state) => (state.view === 'none' ? null : JSON.stringify(state)),
  initial: { ...NONE },
  area: 'session',
});

export function openFrameView(
  view: Exclude<FrameView, 'none'>,
  backPath: string,
  gameId: number | null,
): void {
  Object.assign(frameView, {
    view,
    backPath: isAppPath(backPath) ? backPath : '/',
    gameId: gameId !== null && Number.isSafeInteger(gameId) && gameId > 0 ? gameId : null,
  });
}

export function setFrameGameId(gameId: number | null): void {
  if (frameView.view === 'none') return;
  frameView.gameId = gameId;
}

export function clearFrameView(): void {
  Object.assign(frameView, NONE);
}

/** Re-reads session storage; used by tests that prepare it first (as a reload would find it). */
export function reloadFrameViewFromStorage(): void {
  const raw = storage.get(FRAME_VIEW_KEY, 'session');
  Object.assign(frameView, (raw !== null && parse(raw)) || NONE);
}

// The frame belongs to the player who opened it: when the session ends, so does the view.
onSessionEvent((event) => {
  if (event.type !== 'loggedIn' && event.type !== 'touched') clearFrameView();
});
