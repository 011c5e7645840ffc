import { http, HttpResponse } from 'msw';
import { SITE_CSS } from './site-css';

// The fake lottery site's page at the launch URL (/m/pl/t1/?merchant=…&view=…&token=…&gameId=…) and its style
// sheet. The page is a shell: the browser code (mock/lottery-site/client) draws the lobby, the game pages and
// the orders. Like a real provider, it may be framed only by its operator (frame-ancestors 'self').

export const SITE_PATH = '/m/pl/t1/';
export const SITE_ASSETS = `${SITE_PATH}assets/`;
/** The browser code's first module (mock/lottery-site/client/entry.ts). */
export const SITE_ENTRY = `${SITE_ASSETS}entry.js`;
export const SITE_STYLESHEET = `${SITE_ASSETS}site.css`;
export const SITE_TITLE = 'PL Lotto';

export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

export const SITE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${SITE_TITLE}</title>
    <link rel="stylesheet" href="${SITE_STYLESHEET}" />
    <script type="module" src="${SITE_ENTRY}"></script>
  </head>
  <body>
    <div id="site" class="site"><p class="site-main" role="status">Loading games…</p></div>
  </body>
</html>
`;

const page = () =>
  new HttpResponse(SITE_HTML, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': SITE_CSP,
      // Every launch URL carries a fresh one-time code: a cached page would be useless.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

export const sitePageHandlers = [
  http.get(`*${SITE_PATH}`, page),
  http.get(`*${SITE_PATH.slice(0, -1)}`, page),
  http.get(
    `*${SITE_STYLESHEET}`,
    () =>
      new HttpResponse(SITE_CSS, {
        headers: { 'Content-Type': 'text/css; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
      }),
  ),
];
