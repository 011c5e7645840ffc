import { useEffect, useState } from 'react';
import type { BridgeWindow } from '@/lib/native-bridge';
import { isNativeApp } from '@/lib/platform';
import { majorOf, osMajorVersion } from '@/lib/social-visibility';

/** How long the wrapper may take to say what it runs on before the browser's own answer is used. */
const PLATFORM_INFO_TIMEOUT_MS = 3_000;

export const isWrapped = (): boolean => {
  const target = globalThis as unknown as BridgeWindow;
  return isNativeApp() || Boolean(target.LottoAndroid ?? target.webkit?.messageHandlers?.lotto);
};

/**
 * The platform's major version: the wrapper's own answer inside the native app (its web view may report an
 * older or newer system than the user agent says), else the browser's user agent; null on a desktop.
 */
export function usePlatformVersion(): { version: number | null; known: boolean } {
  const fromAgent = osMajorVersion(globalThis.navigator?.userAgent ?? '');
  const [state, setState] = useState(() => ({ version: fromAgent, known: !isWrapped() }));

  useEffect(() => {
    if (!isWrapped()) return;
    let cancelled = false;
    void import('@/lib/native-bridge').then(async ({ nativeBridge, nextMessage }) => {
      const bridge = nativeBridge();
      const answer = nextMessage(bridge, 'platformInfo', PLATFORM_INFO_TIMEOUT_MS);
      bridge.send({ type: 'requestPlatformInfo' });
      const info = await answer;
      if (cancelled) return;
      setState({ version: info ? majorOf(info.osVersion) : fromAgent, known: true });
    });
    return () => {
      cancelled = true;
    };
  }, [fromAgent]);

  return state;
}
