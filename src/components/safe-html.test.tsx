// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';
import { safeUrl } from '@/lib/safe-url';
import { withoutInlineAttributes } from './sanitize';

afterEach(cleanup);

const HOSTILE = `<p>Claim <b>free ₱500</b></p>
<script>window.__stolen = localStorage.getItem('lotto.token')</script>
<img src="/mock-cdn/promo/a.svg" onerror="window.__xss = 1" onload="window.__xss = 2">
<a href="javascript:alert('xss')">Claim here</a> <a href=" JaVa&#x09;ScRiPt:alert(1)" onclick="alert(2)">here</a>
<a href="data:text/html,<script>alert(3)</script>">data</a> <img src="data:image/svg+xml,<svg onload=alert(4)>">
<iframe src="https://evil.example/phish"></iframe><div style="background:url(javascript:alert(3))" onmouseover="alert(4)">Hover</div>
<svg><script>alert(5)</script></svg><form action="https://evil.example/login"><input name="password"></form>
<table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>₱100</td><td>₱100</td></tr></table>
<a href="https://lottoph.example/rules">Rules</a> <img src="promo/b.svg">`;

async function renderSafe(html: string) {
  const { container } = render(
    <SafeHtml
      html={html}
      tableLabel="Table"
      resolveUrl={(url) => (url.startsWith('/') ? url : `/cdn/${url}`)}
    />,
  );
  await screen.findByText('free ₱500');
  return container;
}

describe('SafeHtml, the one way operator HTML reaches the page', () => {
  it('shows nothing of the HTML until the sanitizer has loaded', () => {
    const { container } = render(<SafeHtml html="<p>Hello</p><script>1</script>" tableLabel="Table" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.textContent).toBe('');
  });

  it('keeps text, structure, pictures and web links, and drops scripts, handlers and script or data addresses', async () => {
    const container = await renderSafe(HOSTILE);
    const html = container.innerHTML;
    expect(screen.getByText('free ₱500')).toBeInTheDocument();
    for (const banned of [
      '<script',
      '<iframe',
      '<form',
      '<input',
      '<svg',
      'onerror',
      'onload',
      'onclick',
      'onmouseover',
      'style=',
    ]) {
      expect(html).not.toContain(banned);
    }
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).not.toContain('data:');
    for (const link of container.querySelectorAll('a')) {
      const href = link.getAttribute('href');
      if (href !== null) expect(href).toMatch(/^https:/);
    }
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect((window as unknown as { __stolen?: string }).__stolen).toBeUndefined();
  });

  it('drops links to another host written without a scheme, and ids, names and classes', async () => {
    const container = await renderSafe(
      `<p>Claim <b>free ₱500</b></p><a href="//evil.example/claim" id="config" name="defaultView">Claim</a>
<a href="/\\evil.example/claim">Here</a><img src="promo/c.svg" name="lotto">
<p class="button button--primary" id="app">Pay now</p><a href="/promotion" class="toast">Promotions</a>`,
    );
    expect(screen.getByText('Claim', { selector: 'a' })).not.toHaveAttribute('href');
    expect(screen.getByText('Here', { selector: 'a' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotion');
    expect(container.querySelectorAll('.safe-html [id], .safe-html [name], .safe-html [class]')).toHaveLength(
      0,
    );
    expect(screen.getByText('Pay now')).not.toHaveClass('button');
  });

  it('wraps tables in a named, focusable box that scrolls sideways', async () => {
    const container = await renderSafe(HOSTILE);
    const region = screen.getByRole('region', { name: 'Table' });
    expect(region).toHaveClass('safe-html__table');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.querySelector('table')).not.toBeNull();
    expect(container.querySelectorAll('table')).toHaveLength(1);
  });

  it('gives pictures a CDN address, lazy loading and an empty description when they have none', async () => {
    const container = await renderSafe(HOSTILE);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/mock-cdn/promo/a.svg',
      '/cdn/promo/b.svg',
    ]);
    for (const img of images) {
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('shows new HTML when it changes', async () => {
    const { rerender } = render(<SafeHtml html="<p>Hello</p>" tableLabel="Table" />);
    await screen.findByText('Hello');
    rerender(<SafeHtml html="<p>Goodbye</p>" tableLabel="Table" />);
    await vi.waitFor(() => expect(screen.getByText('Goodbye')).toBeInTheDocument());
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});

// The sanitizer's rule for addresses: src/lib/safe-url.ts for content, quietly.
const isSafeUrl = (url: string) => safeUrl(url, 'content', { report: false }) !== null;

describe('safe addresses', () => {
  it.each([
    'https://a.example/x',
    'mailto:x@y.z',
    'tel:+639171234567',
    '/promo/a.svg',
    'promo/a.svg',
    '#top',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));
  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'http://a.example',
    '//evil.example/x',
    '/\\evil.example/x',
    '\u0001javascript:alert(1)',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));
});

describe('inline attributes before parsing', () => {
  it('takes handlers and styles out of start tags, quoted values with > included, and leaves text alone', () => {
    expect(
      withoutInlineAttributes(
        `<img src="a.svg" onerror="alert('>')" ONLOAD=x><div style='color:red' title="a>b" onmouseover = "y">on=1 style=2</div>`,
      ),
    ).toBe(`<img src="a.svg"><div title="a>b">on=1 style=2</div>`);
  });
});
