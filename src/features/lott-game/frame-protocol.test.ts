import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  frameMessageSchema,
  handleFrameMessage,
  postToFrame,
  receiveFrameMessage,
  type FrameActions,
  type FrameMessage,
} from './frame-protocol';

// The message rules on their own: every message type reaches its one action; a message from another origin,
// another window or with data that does not parse reaches none; an unknown event is recognised (to be logged).

const ORIGIN = 'https://lotto.example.ph';
const frameWindow = { name: 'the game frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'some other window' } as unknown as MessageEventSource;
const frame = { window: frameWindow, origin: ORIGIN };

function spyActions() {
  return {
    goBack: vi.fn<() => void>(),
    refreshBalance: vi.fn<() => void>(),
    logout: vi.fn<() => void>(),
    changeGame: vi.fn<(gameId: number) => void>(),
    launchGame: vi.fn<() => void>(),
    openExternal: vi.fn<(url: string) => void>(),
  } satisfies FrameActions;
}

const calls = (actions: ReturnType<typeof spyActions>) =>
  Object.fromEntries(Object.entries(actions).map(([name, fn]) => [name, fn.mock.calls]));

/** Everything the messaging does with one event: what it was taken for and which actions ran. */
function deliver(event: { origin: string; source: MessageEventSource | null; data: unknown }) {
  const actions = spyActions();
  const received = receiveFrameMessage(event, frame);
  if (received.kind === 'message') handleFrameMessage(received.message, actions);
  return { received, actions };
}

const validMessages = fc.oneof(
  fc.constantFrom<FrameMessage>(
    { type: 'goBack' },
    { type: 'refreshBalance' },
    { type: 'logout' },
    { type: 'launchGame' },
  ),
  fc.integer({ min: 1, max: 1_000_000 }).map((gameId): FrameMessage => ({ type: 'changeGame', gameId })),
  fc.webUrl().map((url): FrameMessage => ({ type: 'openExternal', url })),
);

describe('each message type', () => {
  it.each<[FrameMessage, keyof FrameActions, unknown[]]>([
    [{ type: 'goBack' }, 'goBack', []],
    [{ type: 'refreshBalance' }, 'refreshBalance', []],
    [{ type: 'logout' }, 'logout', []],
    [{ type: 'changeGame', gameId: 203 }, 'changeGame', [203]],
    [{ type: 'launchGame' }, 'launchGame', []],
    [{ type: 'openExternal', url: 'https://rules.example/' }, 'openExternal', ['https://rules.example/']],
  ])('%o runs %s and nothing else', (data, action, args) => {
    const { received, actions } = deliver({ origin: ORIGIN, source: frameWindow, data });
    expect(received).toEqual({ kind: 'message', message: data });
    for (const [name, fn] of Object.entries(actions)) {
      if (name === action) expect(fn).toHaveBeenCalledExactlyOnceWith(...args);
      else expect(fn).not.toHaveBeenCalled();
    }
  });

  it('keeps only the fields of the protocol', () => {
    const { received } = deliver({
      origin: ORIGIN,
      source: frameWindow,
      data: { type: 'goBack', to: 'https://x' },
    });
    expect(received).toEqual({ kind: 'message', message: { type: 'goBack' } });
  });
});

/** Any other origin, near misses of ours included. */
const otherOrigins = fc.oneof(
  fc.webUrl().map((url) => new URL(url).origin),
  fc.constantFrom(
    'http://lotto.example.ph',
    'https://lotto.example.ph.evil.example',
    'https://evil.lotto.example.ph',
    'https://lotto.example.ph:8443',
    'null',
    '',
  ),
  fc.string(),
);

describe('messages that change nothing', () => {
  const nothing = {
    goBack: [],
    refreshBalance: [],
    logout: [],
    changeGame: [],
    launchGame: [],
    openExternal: [],
  };

  it('from another origin, whatever they say', () => {
    fc.assert(
      fc.property(otherOrigins, validMessages, (origin, data) => {
        fc.pre(origin !== ORIGIN);
        const { received, actions } = deliver({ origin, source: frameWindow, data });
        expect(received).toEqual({ kind: 'ignored', reason: 'origin' });
        expect(calls(actions)).toEqual(nothing);
      }),
    );
  });

  it('from another window (or none), even on our origin', () => {
    fc.assert(
      fc.property(fc.constantFrom(otherWindow, null), validMessages, (source, data) => {
        const { received, actions } = deliver({ origin: ORIGIN, source, data });
        expect(received).toEqual({ kind: 'ignored', reason: 'source' });
        expect(calls(actions)).toEqual(nothing);
      }),
    );
    expect(
      receiveFrameMessage(
        { origin: ORIGIN, source: frameWindow, data: { type: 'goBack' } },
        { ...frame, window: null },
      ),
    ).toEqual({
      kind: 'ignored',
      reason: 'source',
    });
  });

  it('with data that does not parse against the union', () => {
    const malformed = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.constant('changeGame'),
        gameId: fc.oneof(fc.string(), fc.double(), fc.integer({ max: 0 })),
      }),
      fc.record({
        type: fc.constant('openExternal'),
        url: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null), fc.string({ minLength: 4097 })),
      }),
      fc
        .record(
          {
            type: fc.constantFrom(
              'goBack',
              'logout',
              'refreshBalance',
              'launchGame',
              'changeGame',
              'openExternal',
            ),
          },
          { requiredKeys: [] },
        )
        .map((r) => [r]),
    );
    fc.assert(
      fc.property(malformed, (data) => {
        fc.pre(!frameMessageSchema.safeParse(data).success);
        const { received, actions } = deliver({ origin: ORIGIN, source: frameWindow, data });
        expect(received.kind).not.toBe('message');
        expect(calls(actions)).toEqual(nothing);
      }),
      { numRuns: 300 },
    );
  });

  it('an unknown event is recognised as such (the screen logs it) and runs nothing', () => {
    const { received, actions } = deliver({
      origin: ORIGIN,
      source: frameWindow,
      data: { type: 'openCashier', amount: 5 },
    });
    expect(received).toEqual({ kind: 'unknown', type: 'openCashier' });
    expect(calls(actions)).toEqual(nothing);
  });
});

describe('messages we send', () => {
  it('name our exact origin, never "*"', () => {
    const target = { postMessage: vi.fn() };
    postToFrame(target, { type: 'balanceRefreshed' }, ORIGIN);
    expect(target.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'balanceRefreshed' }, ORIGIN);
    expect(() => postToFrame(null, { type: 'balanceRefreshed' }, ORIGIN)).not.toThrow();
  });
});
