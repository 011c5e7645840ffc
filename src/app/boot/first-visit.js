// Runs before the first paint: a classic script, inline in index.html's <head> (scripts/build/boot.ts; the
// production policy admits it by its hash, scripts/build/csp-meta.ts). A first visit is marked, so
// the 21+ question drawn into index.html shows at once instead of after the app's JavaScript has arrived; the
// app replaces that drawing with the real, working question, and its code is fetched once the drawing is on
// the screen (start.ts). A returning signed-in player on home is shown the top of home drawn into index.html,
// with the balance home showed last time, marked as updating, until the app's first render replaces it. For
// everyone else the first screen is the app itself.
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

// The returning player: a session the app will keep (src/state/session-reducer.ts restoreSession: a token and
// a last access under the idle hour) and a balance kept beside it (src/state/member-copy.ts). Device storage
// is anyone's to edit: the balance is checked as the app checks it and only ever set as text.
var savedBalance = null;
var language = null;
try {
  var lastAccess = Number(localStorage.getItem('lotto.lastAccessAt'));
  var idle = Date.now() - lastAccess;
  var copy = JSON.parse(localStorage.getItem('lotto.member') || 'null');
  var balance = copy && copy.balance;
  if (
    location.pathname === '/' &&
    localStorage.getItem('lotto.token') &&
    localStorage.getItem('lotto.lastAccessAt') !== null &&
    idle >= 0 &&
    idle < 60 * 60 * 1000 &&
    typeof copy.id === 'number' &&
    typeof balance === 'string' &&
    balance.length <= 32 &&
    /\d/.test(balance)
  ) {
    savedBalance = balance;
    language = localStorage.getItem('lotto.language');
  }
} catch {
  // No storage or a malformed copy: the app draws home itself.
}
if (savedBalance !== null) {
  document.documentElement.setAttribute('data-returning-player', '');
  // Once the page is parsed (the drawing is after the stylesheet, at the end of <body>), before the app's
  // code runs.
  document.addEventListener('readystatechange', function fill() {
    var drawing = document.getElementById('first-paint-home');
    if (document.readyState !== 'interactive' || !drawing) return;
    document.removeEventListener('readystatechange', fill);
    drawing.querySelector('.balance-box__saved').textContent = savedBalance;
    if (language === 'fil' || language === 'zh') {
      var words = drawing.querySelectorAll('[data-' + language + ']');
      for (var i = 0; i < words.length; i++) words[i].textContent = words[i].getAttribute('data-' + language);
    }
  });
}
