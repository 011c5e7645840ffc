// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptNewVersion,
  appVersion,
  noteServerVersion,
  postponeNewVersion,
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
