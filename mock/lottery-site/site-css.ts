// The fake lottery site's style sheet, served at /m/pl/t1/assets/site.css (a file, not inline styles, so the
// page works under a strict Content-Security-Policy). Mobile first, one column, targets at least 44 px, and
// colours checked for contrast on white (text ≥ 4.5:1): the site stands in for a provider's, not for ours.
// The check on a picked ball has empty alternative text: aria-pressed already says it, the name stays the number.

export const SITE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 16px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #17212b; background: #f3f6f4; }
button, input { font: inherit; }
h1, h2, h3, p { margin: 0; }
h1, h2, h3 { line-height: 1.25; }
[tabindex='-1']:focus { outline: none; }
:focus-visible { outline: 3px solid #0b5d3b; outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.site { max-width: 480px; margin: 0 auto; min-height: 100vh; background: #fff; }
.site-header { display: flex; align-items: center; gap: 8px; padding: 8px 12px; background: #0b5d3b; color: #fff; }
.site-header h1 { font-size: 17px; flex: 1; white-space: nowrap; }
.site-header__balance { font-variant-numeric: tabular-nums; font-weight: 700; text-align: right; }
.site-header__balance small { display: block; font-weight: 400; font-size: 12px; }
.site-header .btn { background: transparent; color: #fff; border-color: #fff; }
.site-nav { display: flex; border-bottom: 1px solid #b8c4bd; }
.site-nav .tab { flex: 1; min-height: 48px; border: 0; border-bottom: 3px solid transparent; background: #fff; color: #17212b; cursor: pointer; font-weight: 600; }
.site-nav .tab[aria-current='page'] { border-bottom-color: #0b5d3b; color: #0b5d3b; }
.site-main { padding: 16px 12px 32px; display: grid; gap: 16px; }
.stack { display: grid; gap: 16px; }
.btn { min-height: 44px; min-width: 44px; padding: 8px 14px; border-radius: 10px; border: 2px solid #0b5d3b; background: #fff; color: #0b5d3b; font-weight: 600; cursor: pointer; }
.btn--primary { background: #0b5d3b; color: #fff; }
.btn--block { width: 100%; }
.btn:disabled { border-color: #8a938e; background: #eef1ef; color: #4f5752; cursor: not-allowed; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.card { border: 1px solid #b8c4bd; border-radius: 12px; padding: 12px; display: grid; gap: 8px; }
.muted { color: #4f5752; font-size: 14px; }
.notice { padding: 12px; border-radius: 10px; border: 2px solid currentColor; }
.notice--error { color: #b3261e; background: #fff5f4; }
.notice--success { color: #1b6b3a; background: #f1faf4; }
.notice--info { color: #17212b; background: #f3f6f4; }
.game-head { display: flex; align-items: center; gap: 12px; }
.game-picture { flex: none; border-radius: 12px; background: #e3e7ef; }
.games { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: 14px; font-weight: 700; border: 1px solid currentColor; }
.badge--open, .badge--won { color: #1b6b3a; }
.badge--closed, .badge--lost { color: #b3261e; }
.badge--pending { color: #7a4b00; }
.rules { margin: 0; padding-left: 20px; display: grid; gap: 4px; font-size: 14px; }
fieldset { border: 1px solid #b8c4bd; border-radius: 12px; margin: 0; padding: 12px; display: grid; gap: 8px; }
legend { font-weight: 700; padding: 0 4px; }
.choice { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
.choice input { width: 22px; height: 22px; margin: 0; accent-color: #0b5d3b; }
.balls { display: grid; grid-template-columns: repeat(auto-fill, minmax(44px, 1fr)); gap: 6px; }
.ball { position: relative; min-width: 44px; min-height: 44px; border-radius: 50%; border: 2px solid #0b5d3b; background: #fff; color: #0b5d3b; font-weight: 700; font-variant-numeric: tabular-nums; cursor: pointer; }
.ball[aria-pressed='true'] { background: #0b5d3b; color: #fff; box-shadow: 0 0 0 3px #f2b705; }
.ball[aria-pressed='true']::after { content: '✓' / ''; position: absolute; top: -6px; right: -6px; font-size: 12px; line-height: 18px; width: 18px; height: 18px; border-radius: 50%; background: #f2b705; color: #17212b; }
.ball:disabled { border-color: #8a938e; color: #4f5752; background: #eef1ef; cursor: not-allowed; }
.slots { display: flex; gap: 6px; flex-wrap: wrap; font-variant-numeric: tabular-nums; }
.slot { min-width: 40px; min-height: 40px; border-radius: 50%; border: 2px dashed #8a938e; display: inline-flex; align-items: center; justify-content: center; font-weight: 700; }
.slot--filled { border-style: solid; border-color: #0b5d3b; background: #e3f2ea; }
.stepper { display: flex; align-items: center; gap: 8px; }
.stepper input { width: 72px; min-height: 44px; text-align: center; border: 2px solid #8a938e; border-radius: 10px; }
.slip-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.slip-line { display: flex; align-items: center; gap: 8px; justify-content: space-between; border-bottom: 1px solid #dde4e0; padding-bottom: 8px; }
.total { display: flex; justify-content: space-between; font-weight: 700; font-size: 18px; font-variant-numeric: tabular-nums; }
.orders { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.order__numbers { font-size: 18px; font-weight: 700; letter-spacing: 0.04em; font-variant-numeric: tabular-nums; }
dl.facts { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; font-size: 14px; }
dl.facts dt { color: #4f5752; }
dl.facts dd { margin: 0; font-variant-numeric: tabular-nums; }
@media (prefers-reduced-motion: no-preference) { .btn, .ball, .tab { transition: background-color 120ms, color 120ms; } }
`;
