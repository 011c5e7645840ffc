// Loads a third-party script (the captcha vendor's) on demand, as a small state machine the screen can show
// (product spec section 4: init → loading → loaded | fail). A script that neither loads nor fails within the
// time limit counts as failed, and a new attempt starts from a fresh <script> element, so a retry after a
// flaky connection really fetches again.

export type ScriptState = 'init' | 'loading' | 'loaded' | 'fail';

export interface ScriptLoader {
  readonly state: ScriptState;
  /** Resolves when loaded; rejects with a ScriptLoadError on failure or timeout. Safe to call repeatedly. */
  load(): Promise<void>;
  subscribe(listener: (state: ScriptState) => void): () => void;
}

export class ScriptLoadError extends Error {
  constructor(readonly reason: 'error' | 'timeout') {
    super(reason === 'timeout' ? 'script load timed out' : 'script failed to load');
    this.name = 'ScriptLoadError';
  }
}

export interface ScriptLoaderOptions {
  timeoutMs: number;
  doc?: Document;
  /** True when what the script provides is already there (a previous page load or another loader). */
  isReady?: () => boolean;
}

export function createScriptLoader(src: string, options: ScriptLoaderOptions): ScriptLoader {
  const doc = options.doc ?? document;
  const listeners = new Set<(state: ScriptState) => void>();
  let state: ScriptState = 'init';
  let pending: Promise<void> | null = null;

  const set = (next: ScriptState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };

  const attempt = () =>
    new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      const finish = (error: ScriptLoadError | null) => {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
        if (error) {
          // A late arrival after a timeout must not run half-initialised next to the retry's copy.
          script.remove();
          set('fail');
          reject(error);
        } else {
          set('loaded');
          resolve();
        }
      };
      script.src = src;
      script.async = true;
      script.onload = () => finish(null);
      script.onerror = () => finish(new ScriptLoadError('error'));
      const timer = setTimeout(() => finish(new ScriptLoadError('timeout')), options.timeoutMs);
      set('loading');
      doc.head.appendChild(script);
    });

  return {
    get state() {
      return state;
    },
    load() {
      if (state === 'loaded') return Promise.resolve();
      if (state === 'loading' && pending) return pending;
      if (options.isReady?.()) {
        set('loaded');
        return Promise.resolve();
      }
      pending = attempt();
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
