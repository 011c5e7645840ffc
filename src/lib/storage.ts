// Device storage that never throws: private browsing, a full quota or a wrapper app without storage must not
// break the app, they only lose what would have been remembered.
export type Area = 'local' | 'session';

const area = (which: Area): Storage | undefined => {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const storage = {
  get(key: string, which: Area = 'local'): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string, which: Area = 'local'): void {
    try {
      area(which)?.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives only in memory for this visit */
    }
  },
  remove(key: string, which: Area = 'local'): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      /* nothing stored, nothing to remove */
    }
  },
};
