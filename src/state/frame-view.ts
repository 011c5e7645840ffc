import { proxy } from 'valtio';
import { z } from 'zod';
import { storage } from '@/lib/storage';
import { onSessionEvent } from './session';

// Which lottery frame view is open (product spec section 3, frame view state): none, game or order, where
// "back" returns to, and the game the site has open. Kept in session storage so a reload of the frame screen
// reopens the same view and game; a new tab starts with none.

export const FRAME_VIEW_KEY = 'lotto.frameView';

/** Only a path of this app: a stored or posted value must never send the player to another site. */
const appPath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])/);

const frameViewSchema = z.object({
  view: z.enum(['none', 'game', 'order']),
  backPath: appPath,
  gameId: z.number().int().positive().nullable(),
});

export type FrameView = z.infer<typeof frameViewSchema>['view'];
export type FrameViewState = z.infer<typeof frameViewSchema>;

const NONE: FrameViewState = { view: 'none', backPath: '/', gameId: null };

function readStored(): FrameViewState {
  const parsed = frameViewSchema.safeParse(storage.getJson(FRAME_VIEW_KEY, 'session'));
  return parsed.success ? parsed.data : { ...NONE };
}

export const frameView = proxy<FrameViewState>(readStored());

function save(): void {
  if (frameView.view === 'none') storage.remove(FRAME_VIEW_KEY, 'session');
  else storage.setJson(FRAME_VIEW_KEY, { ...frameView }, 'session');
}

export const isAppPath = (path: unknown): path is string => appPath.safeParse(path).success;

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
  save();
}

export function setFrameGameId(gameId: number | null): void {
  if (frameView.view === 'none') return;
  frameView.gameId = gameId;
  save();
}

export function clearFrameView(): void {
  Object.assign(frameView, NONE);
  save();
}

/** Re-reads session storage; used by tests that prepare it first (as a reload would find it). */
export function reloadFrameViewFromStorage(): void {
  Object.assign(frameView, readStored());
}

// The frame belongs to the player who opened it: when the session ends, so does the view.
onSessionEvent((event) => {
  if (event.type !== 'loggedIn' && event.type !== 'touched') clearFrameView();
});
