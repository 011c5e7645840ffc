import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// react-router's own <ScrollRestoration> needs its data router, 17 kB gzip more on every first page (see
// src/app/router.tsx), for what these few lines do: a new screen opens at its top (or at the element its
// #hash names), Back and Forward return to where the player was, and a new address on the same screen (a
// tab, a filter or a sheet written into the query) keeps the scroll where it is.

/** Scroll positions by history entry, for as long as the tab lives. */
const positions = new Map<string, number>();

function elementNamedBy(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape in the address names no element.
    return null;
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);
  const lastPath = useRef(location.pathname);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // The position is noted as the player scrolls: by the time a navigation has drawn the next screen, the
    // page may already be shorter and the old position clamped.
    const note = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => {
      window.removeEventListener('scroll', note);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const samePath = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? elementNamedBy(location.hash) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (samePath) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
