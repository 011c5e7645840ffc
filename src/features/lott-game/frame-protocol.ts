import { z } from 'zod';

// The message protocol between this app and the lottery game site in the frame (product spec section 4).
// A message counts only when it comes from the game site's origin (our own unless the build names another,
// src/lib/game-origin.ts), from the frame's window, and parses against the union below (the Penpal rules);
// anything else changes nothing. Messages we send name that exact origin.

/** What the game site may ask of us. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  /** Leave the game: return to where the player came from and forget the frame view. */
  z.object({ type: z.literal('goBack') }),
  /** Money moved (bets placed, prizes paid): our balance must follow. */
  z.object({ type: z.literal('refreshBalance') }),
  /** The player logs out from the game site. */
  z.object({ type: z.literal('logout') }),
  /** The site opened another game: remember it, so a reload reopens it. */
  z.object({
    type: z.literal('changeGame'),
    gameId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  /** Launch the lobby again (a lost game session, or "play" from the orders view). */
  z.object({ type: z.literal('launchGame') }),
  /**
   * Open a page (a game's rules, help) outside the app: in the wrapper's system browser, asked through the
   * native bridge with the game frame's own allow-list, or in a new tab; https only either way.
   */
  z.object({ type: z.literal('openExternal'), url: z.string().min(1).max(4096) }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type FrameMessageType = FrameMessage['type'];

/** What we tell the game site. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  /** We refreshed the balance (on its request or the player's): the site may read its wallet again. */
  z.object({ type: z.literal('balanceRefreshed') }),
]);
export type HostMessage = z.infer<typeof hostMessageSchema>;

const KNOWN_TYPES: readonly string[] = frameMessageSchema.options.map((option) => option.shape.type.value);

/** A message of some other protocol version or feature: it is logged, never acted on. */
const unknownEvent = z.object({ type: z.string().min(1).max(64) });

export type Received =
  | { kind: 'message'; message: FrameMessage }
  | { kind: 'unknown'; type: string }
  | { kind: 'ignored'; reason: 'origin' | 'source' | 'malformed' };

export interface FrameEndpoint {
  /** The frame's window, or null when there is no frame. */
  window: MessageEventSource | null;
  /** The one origin we accept messages from and post messages to: the game site's (ours by default). */
  origin: string;
}

/** Decides what a posted message is, without acting on it (pure, so every rule is tested on its own). */
export function receiveFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: FrameEndpoint,
): Received {
  if (event.origin !== frame.origin) return { kind: 'ignored', reason: 'origin' };
  if (frame.window === null || event.source !== frame.window) return { kind: 'ignored', reason: 'source' };
  const parsed = frameMessageSchema.safeParse(event.data);
  if (parsed.success) return { kind: 'message', message: parsed.data };
  const other = unknownEvent.safeParse(event.data);
  if (other.success && !KNOWN_TYPES.includes(other.data.type))
    return { kind: 'unknown', type: other.data.type };
  return { kind: 'ignored', reason: 'malformed' };
}

export interface FrameActions {
  goBack(): void;
  refreshBalance(): void;
  logout(): void;
  changeGame(gameId: number): void;
  launchGame(): void;
  openExternal(url: string): void;
}

/** One branch per message type; a new type that is not handled fails the type check. */
export function handleFrameMessage(message: FrameMessage, actions: FrameActions): void {
  switch (message.type) {
    case 'goBack':
      return actions.goBack();
    case 'refreshBalance':
      return actions.refreshBalance();
    case 'logout':
      return actions.logout();
    case 'changeGame':
      return actions.changeGame(message.gameId);
    case 'launchGame':
      return actions.launchGame();
    case 'openExternal':
      return actions.openExternal(message.url);
    default: {
      const unhandled: never = message;
      return unhandled;
    }
  }
}

/** Posts to the frame with the game site's exact origin as the target, never '*': only its page may read it. */
export function postToFrame(
  frame: Pick<Window, 'postMessage'> | null | undefined,
  message: HostMessage,
  origin: string,
) {
  frame?.postMessage(hostMessageSchema.parse(message), origin);
}
