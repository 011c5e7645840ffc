// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptNewVersion,
  appVersion,
  noteServerVersion,
  postponeNewVersion,
  rememberRunningBuild,
  VERSION_KEY,
} from './app-version';

afterEach(() => {
  localStorage.clear();
  appVersion.available = null;
  appVersion.postponed = null;
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
