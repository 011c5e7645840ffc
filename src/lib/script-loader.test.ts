// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptLoader, ScriptLoadError, type ScriptState } from './script-loader';

const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('script loader (init → loading → loaded | fail)', () => {
  it('goes from init through loading to loaded, once, however often it is asked', async () => {
    const loader = createScriptLoader('/vendor.js', { timeoutMs: 10_000 });
    const seen: ScriptState[] = [loader.state];
    loader.subscribe((state) => seen.push(state));
    const first = loader.load();
    const second = loader.load();
    expect(scripts()).toHaveLength(1);
    scripts()[0].dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    await loader.load();
    expect(seen).toEqual(['init', 'loading', 'loaded']);
    expect(scripts()[0].getAttribute('src')).toBe('/vendor.js');
  });

  it('fails when the script fails, and a retry fetches a fresh copy', async () => {
    const loader = createScriptLoader('/vendor.js', { timeoutMs: 10_000 });
    const attempt = loader.load();
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toEqual(new ScriptLoadError('error'));
    expect(loader.state).toBe('fail');
    expect(scripts()).toHaveLength(0);

    const retry = loader.load();
    expect(loader.state).toBe('loading');
    scripts()[0].dispatchEvent(new Event('load'));
    await retry;
    expect(loader.state).toBe('loaded');
  });

  it('fails after the time limit when the script neither loads nor fails', async () => {
    vi.useFakeTimers();
    const loader = createScriptLoader('/slow.js', { timeoutMs: 10_000 });
    const attempt = loader.load();
    const outcome = attempt.catch((error: unknown) => error);
    vi.advanceTimersByTime(9_999);
    expect(loader.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(await outcome).toEqual(new ScriptLoadError('timeout'));
    expect(loader.state).toBe('fail');
  });

  it('adds the script as an async one', async () => {
    const loader = createScriptLoader('/vendor.js', { timeoutMs: 10_000 });
    const attempt = loader.load();
    expect(scripts()[0].async).toBe(true);
    // Settled here: a load left pending timed out 10 s later in whatever file the worker ran next, as an
    // unhandled rejection that failed the whole unit run (CI, a busy machine).
    scripts()[0].dispatchEvent(new Event('load'));
    await attempt;
  });

  it('tells a failed load from a timed-out one by reason, message and name', () => {
    expect(new ScriptLoadError('error')).toMatchObject({
      name: 'ScriptLoadError',
      reason: 'error',
      message: 'script failed to load',
    });
    expect(new ScriptLoadError('timeout')).toMatchObject({
      name: 'ScriptLoadError',
      reason: 'timeout',
      message: 'script load timed out',
    });
  });

  it('stops telling a listener about state changes once it unsubscribes', () => {
    const loader = createScriptLoader('/vendor.js', { timeoutMs: 10_000 });
    const seen: ScriptState[] = [];
    const unsubscribe = loader.subscribe((state) => seen.push(state));
    void loader.load();
    unsubscribe();
    scripts()[0].dispatchEvent(new Event('load'));
    expect(loader.state).toBe('loaded');
    expect(seen).toEqual(['loading']);
  });

  it('is loaded at once when what the script provides is already there', async () => {
    const loader = createScriptLoader('/vendor.js', { timeoutMs: 10_000, isReady: () => true });
    await loader.load();
    expect(loader.state).toBe('loaded');
    expect(scripts()).toHaveLength(0);
  });
});
