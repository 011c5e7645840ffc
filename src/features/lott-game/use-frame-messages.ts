import { useEffect, useEffectEvent, type RefObject } from 'react';
import { gameOrigin } from '@/lib/game-origin';
import {
  handleFrameMessage,
  receiveFrameMessage,
  type FrameActions,
  type FrameMessage,
} from './frame-protocol';

/**
 * Listens for the game site's messages while the frame screen is shown (and stops when it goes). A message is
 * acted on only when it comes from the game site's origin (ours unless the build names another) and from this frame's window and parses; an unknown event is only
 * logged; anything else changes nothing.
 */
export function useFrameMessages(frameRef: RefObject<HTMLIFrameElement | null>, actions: FrameActions): void {
  const act = useEffectEvent((message: FrameMessage) => handleFrameMessage(message, actions));

  useEffect(() => {
    const origin = gameOrigin();
    const onMessage = (event: MessageEvent) => {
      const received = receiveFrameMessage(event, {
        window: frameRef.current?.contentWindow ?? null,
        origin,
      });
      if (received.kind === 'message') act(received.message);
      else if (received.kind === 'unknown')
        console.info('[lott-game] unknown frame event ignored:', received.type);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef]);
}
