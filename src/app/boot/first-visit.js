// Runs before the first paint: a classic script, inline in index.html's <head> (scripts/build/boot.ts; the
// production policy admits it by its hash, scripts/build/csp-meta.ts). A first visit is marked, so
// the 21+ question drawn into index.html shows at once instead of after the app's JavaScript has arrived; the
// app replaces that drawing with the real, working question, and its code is fetched once the drawing is on
// the screen (start.ts). For everyone else the first screen is the app itself.
var firstVisit = false;
try {
  firstVisit =
    !localStorage.getItem('lotto.ageGate') &&
    !localStorage.getItem('lotto.token') &&
    (localStorage.getItem('lotto.language') || 'en') === 'en' &&
    // Login and register ask for the same confirmation in their own form (src/app/layout/app-layout.tsx).
    !/^\/(login|register|test)(\/|$)/.test(location.pathname);
} catch {
  // No storage (private mode, a wrapper without it): the app asks the question itself, a moment later.
}
if (firstVisit) document.documentElement.setAttribute('data-first-visit', '');

// A page framed by another site is hidden before it paints (clickjacking), for hosts that send no
// frame-ancestors header (a <meta> policy cannot carry it). Reading a foreign top window's location throws.
var framedByOther = false;
try {
  framedByOther = window.top !== window.self && window.top.location.origin !== location.origin;
} catch {
  framedByOther = true;
}
if (framedByOther) document.documentElement.style.setProperty('display', 'none', 'important');
