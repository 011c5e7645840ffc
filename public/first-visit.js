// Runs before the first paint (a classic script in <head>, so the production policy's script-src 'self'
// allows it): marks a first visit, so the 21+ question drawn into index.html shows at once instead of after
// the app's JavaScript has arrived. The app replaces that drawing with the real, working question.
try {
  if (
    !localStorage.getItem('lotto.ageGate') &&
    !localStorage.getItem('lotto.token') &&
    (localStorage.getItem('lotto.language') || 'en') === 'en' &&
    // Login and register ask for the same confirmation in their own form (src/app/layout/app-layout.tsx).
    !/^\/(login|register|test)(\/|$)/.test(location.pathname)
  ) {
    document.documentElement.setAttribute('data-first-visit', '');
  }
} catch (e) {
  // No storage (private mode, a wrapper without it): the app asks the question itself, a moment later.
}
