// The pictures of the home banners (announcement type B), drawn for this project as SVG so the fake image CDN
// serves them offline: 750 × 300 like an operator's banner artwork, a headline and a line of small print on a
// gradient, with a few lotto balls. A name without art of its own gets a plain banner with its name.

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

interface Art {
  headline: string;
  line: string;
  from: string;
  to: string;
  balls: readonly number[];
}

const ART: Record<string, Art> = {
  'ul58-jackpot': {
    headline: 'Ultra Lotto 6/58',
    line: 'Jackpot ₱75,000,000 · Tue, Fri, Sun 9 PM',
    from: '#0f2c75',
    to: '#d4145a',
    balls: [6, 17, 23, 38, 45, 58],
  },
  'first-deposit': {
    headline: 'First deposit bonus 100%',
    line: 'Up to ₱1,000 with GCash or Maya',
    from: '#1b7f3b',
    to: '#0f2c75',
    balls: [1, 0, 0],
  },
  swertres: {
    headline: 'Swertres 3D',
    line: 'Three draws a day: 2 PM, 5 PM, 9 PM',
    from: '#7a2e00',
    to: '#c62828',
    balls: [3, 1, 4],
  },
  'play-responsibly': {
    headline: 'Play responsibly',
    line: 'For players 21 and over · Set a budget',
    from: '#1c1f26',
    to: '#1740a6',
    balls: [21],
  },
};

// The app lays its previous / next buttons over the left and right edges, its dots along the bottom and its
// pause button in the top right corner: the artwork keeps its words and balls clear of them, as an operator's
// artwork made for this app would.
const TEXT_LEFT = 96;
const BALLS_RIGHT = 610;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function ballsOf(numbers: readonly number[]): string {
  return numbers
    .map((n, i) => {
      const cx = BALLS_RIGHT - (numbers.length - 1 - i) * 56;
      return `<circle cx="${cx}" cy="190" r="24" fill="#f2b705"/><text x="${cx}" y="198" font-size="22" font-weight="700" fill="#1c1f26" text-anchor="middle">${n}</text>`;
    })
    .join('');
}

/** The SVG of the banner picture named `name` (its file name without extension). */
export function bannerSvg(name: string): string {
  const art = ART[name] ?? {
    headline: name.replace(/[-_]/g, ' '),
    line: '',
    from: '#1740a6',
    to: '#0f2c75',
    balls: [],
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" font-family="system-ui,sans-serif"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs><rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/><circle cx="680" cy="40" r="120" fill="#fff" fill-opacity="0.08"/><text x="${TEXT_LEFT}" y="100" font-size="40" font-weight="800" fill="#fff">${escape(art.headline)}</text><text x="${TEXT_LEFT}" y="146" font-size="24" fill="#fff">${escape(art.line)}</text>${ballsOf(art.balls)}</svg>`;
}
