import { http, HttpResponse } from 'msw';
import { findAvatar } from '../db/avatars';
import { findDeposit, markPaid } from '../db/deposits';
import { world } from '../db/world';
import { CAPTCHA_ID, captchaResult, lotNumber } from '../lib/captcha';
import { clock } from '../lib/clock';
import { formatPesos } from '../lib/money';
import { Refusal } from '../lib/respond';
import { bannerSvg } from '../lib/banner-art';
import { isAppPath } from '../../src/lib/app-path';
import { GT4_SCRIPT } from './captcha-script';

// Untyped resources of the fake world (not in the contract): the image CDN, the captcha vendor and the
// payment gateway page of LAUNCH_URL deposits.

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function placeholder(path: string): string {
  const label = escape(
    decodeURIComponent(path.split('/').pop() ?? '')
      .replace(/\.\w+$/, '')
      .replace(/[-_]/g, ' '),
  );
  const hue = [...path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320"><rect width="640" height="320" fill="hsl(${hue},55%,38%)"/><text x="320" y="170" font-family="system-ui,sans-serif" font-size="36" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

let served = 0;

const BACK_TO_DEPOSIT = '/member/deposit';

/**
 * Only a path of the app comes back out (no open redirect, even in a fake): the app names its deposit page by
 * full address, so one of our own origin is cut to its path, and that path must pass the app's own rule
 * (src/lib/app-path.ts). A same-origin address can still hold another host's ("/.//evil.example/x" resolves to
 * the path "//evil.example/x", which a browser reads as that host).
 */
function safeReturn(request: Request): string {
  const back = new URL(request.url).searchParams.get('returnUrl') ?? BACK_TO_DEPOSIT;
  try {
    const url = new URL(back, request.url);
    const path = `${url.pathname}${url.search}`;
    if (url.origin === new URL(request.url).origin && isAppPath(path)) return path;
  } catch {
    // not a URL at all
  }
  return BACK_TO_DEPOSIT;
}

export const assetHandlers = [
  http.get('*/mock-cdn/avatar/:file', async ({ params }) => {
    await world();
    const avatar = findAvatar(Number(String(params.file).split('.')[0]));
    if (!avatar) return new HttpResponse(null, { status: 404 });
    const bytes = Uint8Array.from(atob(avatar.base64), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'Content-Type': avatar.mime } });
  }),

  http.get(
    '*/mock-cdn/banner/:file',
    ({ params }) =>
      new HttpResponse(bannerSvg(String(params.file).replace(/\.svg$/, '')), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
      }),
  ),

  http.get(
    '*/mock-cdn/*',
    ({ request }) =>
      new HttpResponse(placeholder(new URL(request.url).pathname), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
      }),
  ),

  http.get(
    '*/__mock/captcha/gt4.js',
    () => new HttpResponse(GT4_SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } }),
  ),

  // The vendor's load endpoint: the spec's query (captcha_id, challenge, client_type, risk_type, call_type,
  // lang). JSON only, whatever `callback` says: the fake vendor script fetches it, and a callback echoed into a
  // script from our own origin would let an injected <script src> run a function of the attacker's choosing
  // under script-src 'self'.
  http.get('*/__mock/captcha/load', ({ request }) => {
    const query = new URL(request.url).searchParams;
    served += 1;
    const body = {
      status: query.get('captcha_id') === CAPTCHA_ID ? 'success' : 'error',
      data: {
        lot_number: lotNumber(`${query.get('challenge')}|${clock.now()}|${served}`),
        // The kind of check asked for (only a plain word is echoed back), the adaptive one by default.
        captcha_type: /^[a-z]+$/.test(query.get('risk_type') ?? '') ? query.get('risk_type') : 'ai',
        process_token: `pt${served}`,
      },
    };
    return HttpResponse.json(body);
  }),

  http.get('*/__mock/captcha/verify', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const lot = query.get('lot_number') ?? '';
    if (!/^[0-9a-f]{32}$/.test(lot) || (query.get('captcha_id') && query.get('captcha_id') !== CAPTCHA_ID))
      return HttpResponse.json({ status: 'error', code: '60100', msg: 'Unknown lot number' });
    return HttpResponse.json({
      status: 'success',
      data: { result: 'success', seccode: captchaResult(lot, clock.now()) },
    });
  }),

  http.get('*/__mock/gateway/:orderNo', async ({ params, request }) => {
    await world();
    const order = findDeposit(String(params.orderNo));
    const safeBack = safeReturn(request);
    const body = order
      ? `<h1>Fake payment gateway</h1><p>Order ${escape(order.orderNo)}: ${escape(formatPesos(order.amountMilli))}</p>
<form method="post" action="/__mock/gateway/${escape(order.orderNo)}/pay?returnUrl=${encodeURIComponent(safeBack)}"><button style="min-height:44px;min-width:120px">Pay now</button></form>
<p><a href="${escape(safeBack)}">Back to the shop without paying</a></p>`
      : '<h1>Unknown order</h1>';
    return new HttpResponse(
      `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Fake payment gateway</title><body style="font:16px system-ui;padding:24px">${body}</body></html>`,
      {
        status: order ? 200 : 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      },
    );
  }),

  http.post('*/__mock/gateway/:orderNo/pay', async ({ params, request }) => {
    await world();
    try {
      await markPaid(String(params.orderNo), clock.now());
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return HttpResponse.json({ success: false, code: error.code, message: error.message }, { status: 400 });
    }
    return new HttpResponse(null, { status: 303, headers: { Location: safeReturn(request) } });
  }),
];
