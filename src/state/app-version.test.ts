// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptNewVersion,
  appVersion,
  noteServerVersion,
  postponeNewVersion,
  rememberRunningBuild,
  setWorkerUpdate,
  VERSION_KEY,
  workerTookOver,
} from './app-version';

afterEach(() => {
  localStorage.clear();
  appVersion.available = null;
  appVersion.postponed = null;
  appVersion.required = false;
  rememberRunningBuild(undefined);
  setWorkerUpdate(null);
});

describe('the deployed version', () => {
  it('remembers the first version it sees without offering an update', () => {
    noteServerVersion('1.0.0');
    expect(localStorage.getItem(VERSION_KEY)).toBe('1.0.0');
    expect(appVersion.available).toBeNull();
  });

  it('offers a different version, and stores it before reloading so the reload does not ask again', () => {
    localStorage.setItem(VERSION_KEY, '1.0.0');
    noteServerVersion('1.1.0');
    expect(appVersion.available).toBe('1.1.0');
    const reload = vi.fn();
    acceptNewVersion(reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem(VERSION_KEY)).toBe('1.1.0');
    noteServerVersion('1.1.0');
    expect(appVersion.available).toBeNull();
  });

  it('can be put off for this version only', () => {
    localStorage.setItem(VERSION_KEY, '1.0.0');
    noteServerVersion('1.1.0');
    postponeNewVersion();
    expect(appVersion.postponed).toBe('1.1.0');
    noteServerVersion('1.2.0');
    expect(appVersion.available).toBe('1.2.0');
    expect(appVersion.available).not.toBe(appVersion.postponed);
  });
});

describe('a built page', () => {
  it('on a first visit, compares the deployed version with the build it runs', () => {
    rememberRunningBuild('build-b');
    expect(localStorage.getItem(VERSION_KEY)).toBe('build-b');
    noteServerVersion('build-b');
    expect(appVersion.available).toBeNull();
    noteServerVersion('build-c');
    expect(appVersion.available).toBe('build-c');
  });

  it('leaves the version the player last updated to, and without a build id (development, tests) stores nothing', () => {
    localStorage.setItem(VERSION_KEY, '1.1.0');
    rememberRunningBuild('build-b');
    expect(localStorage.getItem(VERSION_KEY)).toBe('1.1.0');
    localStorage.clear();
    rememberRunningBuild(undefined);
    expect(localStorage.getItem(VERSION_KEY)).toBeNull();
  });
});

describe("a deployment's minVersion", () => {
  it('makes the update required for a page older than it, and it cannot be put off', () => {
    rememberRunningBuild('1.8.3-20260214.1');
    noteServerVersion('1.9.0-20260301.1', '1.9.0');
    expect(appVersion.available).toBe('1.9.0-20260301.1');
    expect(appVersion.required).toBe(true);
    postponeNewVersion();
    expect(appVersion.postponed).toBeNull();
  });

  it('leaves a page as new as it free to put the update off', () => {
    rememberRunningBuild('1.9.0-20260301.1');
    noteServerVersion('1.9.1-20260305.1', '1.9.0');
    expect(appVersion.required).toBe(false);
    postponeNewVersion();
    expect(appVersion.postponed).toBe('1.9.1-20260305.1');
  });

  it('asks even when the stored version names the deployed one, if the page itself is older', () => {
    localStorage.setItem(VERSION_KEY, '2.0.0');
    rememberRunningBuild('1.0.0');
    noteServerVersion('2.0.0', '2.0.0');
    expect(appVersion.required).toBe(true);
    expect(appVersion.available).toBe('2.0.0');
  });
});

describe('an accepted update', () => {
  it('is remembered only once the new worker has taken over', async () => {
    localStorage.setItem(VERSION_KEY, '1.0.0');
    noteServerVersion('1.1.0');
    setWorkerUpdate(async () => true);
    acceptNewVersion(() => {
      throw new Error('the registration reloads, once the worker has taken over');
    });
    await Promise.resolve();
    expect(localStorage.getItem(VERSION_KEY)).toBe('1.0.0');
    workerTookOver();
    expect(localStorage.getItem(VERSION_KEY)).toBe('1.1.0');
  });

  it('without a new worker, is remembered just before the page reloads', async () => {
    localStorage.setItem(VERSION_KEY, '1.0.0');
    noteServerVersion('1.1.0');
    setWorkerUpdate(async () => false);
    const stored: (string | null)[] = [];
    acceptNewVersion(() => stored.push(localStorage.getItem(VERSION_KEY)));
    await vi.waitFor(() => expect(stored).toEqual(['1.1.0']));
  });
});
