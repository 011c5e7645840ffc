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

  it('keeps words on either side of a removed block apart', () => {
    expect(htmlToText('Before<!-- hidden -->after')).toBe('Before after');
    expect(htmlToText('Before<script>track()</script>after')).toBe('Before after');
  });

  it('drops a whole comment, even one with a ">" or line breaks inside', () => {
    expect(htmlToText('<p>Open</p><!-- if odds > 2\n  then show -->Now')).toBe('Open Now');
  });

  it('drops the whole of a script whatever its spacing, closing tag included', () => {
    expect(htmlToText('A<script type="text/javascript">\n  var odds = 2;\n</script >B')).toBe('A B');
  });

  it('ends a sentence at opening block tags, headings and tags with attributes', () => {
    expect(htmlToText('Line one<br>Line two')).toBe('Line one Line two');
    expect(htmlToText('Line one<br class="gap">Line two')).toBe('Line one Line two');
    expect(htmlToText('<h2>Jackpot</h2>Draw tonight')).toBe('Jackpot Draw tonight');
  });

  it('drops declarations such as a doctype', () => {
    expect(htmlToText('<!DOCTYPE html><p>Hello</p>')).toBe('Hello');
  });

  it('closes the gap before punctuation left by removed markup', () => {
    expect(htmlToText('Win <b>big</b> ! Play <i>now</i> , today')).toBe('Win big! Play now, today');
  });

  it('decodes the typographic and currency entities operators use', () => {
    expect(htmlToText('9&ndash;5 &mdash; wait&hellip; &peso;20')).toBe('9–5 — wait… ₱20');
  });

  it('decodes upper-case hexadecimal references', () => {
    expect(htmlToText('&#X20B1;5')).toBe('₱5');
  });

  it('decodes references up to the last code point and keeps the impossible ones as written', () => {
    expect(htmlToText('a&#x10FFFF;b')).toBe('a\u{10FFFF}b');
    expect(htmlToText('a&#x110000;b &#0; &#99999999999;')).toBe('a&#x110000;b &#0; &#99999999999;');
  });

  it('is empty for nothing', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});
