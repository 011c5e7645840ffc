import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFrameView,
  FRAME_VIEW_KEY,
  frameView,
  isAppPath,
  openFrameView,
  reloadFrameViewFromStorage,
  setFrameGameId,
} from './frame-view';
import { dispatchSession } from './session';

// Node has no sessionStorage: give the store one for each test, as the browser would. It is taken away after
// the test, so the files sharing this worker still run without one.
const memory = new Map<string, string>();
beforeEach(() => {
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  });
});

afterEach(() => {
  clearFrameView();
  memory.clear();
  vi.unstubAllGlobals();
});

describe('frame view state', () => {
  it('survives a reload through session storage', () => {
    openFrameView('game', '/games', 202);
    setFrameGameId(203);
    expect(JSON.parse(memory.get(FRAME_VIEW_KEY)!)).toEqual({
      view: 'game',
      backPath: '/games',
      gameId: 203,
    });
    // A reload: the tab's memory starts over, session storage does not.
    const stored = memory.get(FRAME_VIEW_KEY)!;
    Object.assign(frameView, { view: 'none', backPath: '/', gameId: null });
    memory.set(FRAME_VIEW_KEY, stored);
    reloadFrameViewFromStorage();
    expect({ ...frameView }).toEqual({ view: 'game', backPath: '/games', gameId: 203 });
  });

  it('clears to none and forgets the stored state', () => {
    openFrameView('order', '/member/home', null);
    clearFrameView();
    expect({ ...frameView }).toEqual({ view: 'none', backPath: '/', gameId: null });
    expect(memory.has(FRAME_VIEW_KEY)).toBe(false);
  });

  it('ignores broken or foreign stored values, and never keeps a path to another site', () => {
    memory.set(FRAME_VIEW_KEY, '{"view":"game","backPath":"https://evil.example","gameId":1}');
    reloadFrameViewFromStorage();
    expect(frameView.view).toBe('none');
    memory.set(FRAME_VIEW_KEY, 'not json');
    reloadFrameViewFromStorage();
    expect(frameView.view).toBe('none');
    openFrameView('game', '//evil.example/x', -5);
    expect({ ...frameView }).toEqual({ view: 'game', backPath: '/', gameId: null });
    expect(isAppPath('/games')).toBe(true);
    expect(isAppPath('/\\evil.example')).toBe(false);
  });

  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\t\t/evil.example/x',
    '/\u0000/evil.example',
    '/\u001f/evil.example',
    '/\u007f/evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/games\\..\\..\\evil',
    ' /games',
    '/games ',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    'games',
    '',
  ])('does not take %j for a path of the app', (path) => {
    expect(isAppPath(path)).toBe(false);
    openFrameView('game', path, 101);
    expect(frameView.backPath).toBe('/');
  });

  it('takes the paths the app links to', () => {
    for (const path of ['/', '/games', '/member/home', '/lottGame?gameId=101', '/more?page=terms_use#top'])
      expect(isAppPath(path)).toBe(true);
  });

  it('changes no game while no view is open', () => {
    setFrameGameId(101);
    expect(frameView.gameId).toBeNull();
  });

  it('ends with the session', () => {
    openFrameView('game', '/games', 101);
    dispatchSession({ type: 'loggedOut' });
    expect(frameView.view).toBe('none');
  });
});
