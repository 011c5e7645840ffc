import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { BATCH_SIZE, createCollector, scrub } from './collector';
import { routePatternOf } from './route-pattern';

type Beacon = (url: string, body: Blob) => boolean;

const sent = (beacon: ReturnType<typeof vi.fn<Beacon>>) =>
  Promise.all(
    beacon.mock.calls.map(async ([url, body]) => ({
      url,
      batch: JSON.parse(await body.text()) as { build: string; entries: Record<string, unknown>[] },
    })),
  );

const collectorWith = (overrides: Partial<Parameters<typeof createCollector>[0]> = {}) => {
  const beacon = vi.fn<Beacon>(() => true);
  const collector = createCollector({
    url: '/wps/telemetry',
    build: 'b1',
    rate: 1,
    routePattern: () => '/member/deposit',
    now: () => 1000,
    beacon,
    ...overrides,
  });
  return { beacon, collector };
};

describe('field data collector', () => {
  it('sends nothing until the page is hidden, then the whole batch in one beacon', async () => {
    const { beacon, collector } = collectorWith();
    collector.vital('LCP', 1234, 'good');
    collector.vital('CLS', 0.02, 'good');
    expect(beacon).not.toHaveBeenCalled();
    collector.flush();
    const [{ url, batch }] = await sent(beacon);
    expect(url).toBe('/wps/telemetry');
    expect(batch).toEqual({
      build: 'b1',
      entries: [
        { kind: 'vital', name: 'LCP', value: 1234, rating: 'good', route: '/member/deposit', at: 1000 },
        { kind: 'vital', name: 'CLS', value: 0.02, rating: 'good', route: '/member/deposit', at: 1000 },
      ],
    });
    collector.flush();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends a full batch at once, without waiting for the page to be hidden', async () => {
    const { beacon, collector } = collectorWith();
    for (let i = 0; i < BATCH_SIZE; i++) collector.error('error', 'TypeError: x');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect((await sent(beacon))[0].batch.entries).toHaveLength(BATCH_SIZE);
  });

  it('a page load outside the sample sends nothing at all', () => {
    const { beacon, collector } = collectorWith({ rate: 0.1, random: () => 0.5 });
    expect(collector.sampled).toBe(false);
    collector.vital('LCP', 1, 'good');
    collector.error('error', 'boom');
    collector.flush();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('a page load inside the sample reports', () => {
    const { collector } = collectorWith({ rate: 0.1, random: () => 0.05 });
    expect(collector.sampled).toBe(true);
  });

  it('an error message loses numbers, tokens and query strings', () => {
    const message = scrub(
      'Failed /member/deposit?amount=500&token=abc amount 1,500.00 for 639171234567 eyJhbGciOiJIUzI1NiJ9abcdefghijk',
    );
    expect(message).not.toMatch(/500|1,500|639171234567|token=|eyJ/);
    expect(message).toContain('Failed /member/deposit?…');
    expect(scrub('a b '.repeat(200))).toHaveLength(300);
  });
});

describe('route pattern', () => {
  it('is the matched pattern of the route table, never the address', () => {
    expect(routePatternOf(routes, '/member/deposit?amount=500')).toBe('/member/deposit');
    expect(routePatternOf(routes, '/member/deposit')).toBe('/member/deposit');
    expect(routePatternOf(routes, '/')).toBe('/');
    expect(routePatternOf(routes, '/no/such/page/123')).toBe('/*');
  });

  it('honours the basename the app is served under', () => {
    expect(routePatternOf(routes, '/app/member/withdraw', '/app/')).toBe('/member/withdraw');
  });
});
