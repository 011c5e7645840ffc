import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('summary text from announcement HTML', () => {
  it('keeps the words, drops the markup, separates blocks', () => {
    expect(htmlToText('<p>Deposit <strong>₱100</strong>.</p><p>Get&nbsp;₱100 &amp; more</p>')).toBe(
      'Deposit ₱100. Get ₱100 & more',
    );
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul><table><tr><td>A</td><td>B</td></tr></table>')).toBe(
      'One Two A B',
    );
  });

  it('says nothing of scripts, styles, frames or comments, and keeps nothing of attributes', () => {
    const text = htmlToText(
      `<p>Free</p><script>alert(1)</script><img src=x onerror="alert(2)"><style>p{}</style>` +
        `<svg><script>alert(3)</script></svg><!-- note --><iframe src="https://evil.example">x</iframe>` +
        `<a href="javascript:alert(4)" title="a>b">here</a>`,
    );
    expect(text).not.toMatch(/alert|evil|note|onerror|javascript/);
    expect(text.startsWith('Free')).toBe(true);
    expect(text).toContain('here');
  });

  it('decodes named and numeric entities', () => {
    expect(htmlToText('&lt;b&gt; &#8369;1,000 &#x20B1;5 &quot;x&quot; &apos;y&#39; &unknown;')).toBe(
      `<b> ₱1,000 ₱5 "x" 'y' &unknown;`,
    );
  });

  it('is empty for nothing', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});
