// Announcement summaries are plain text cut from operator HTML. The text is taken from the markup as a string,
// never by parsing it into a document: a parsed document, even an inert one, makes the browser check every
// inline handler and style attribute against the Content Security Policy and report each one (src/lib/csp.ts).
// Scripts, styles and the like say nothing to a reader, so their content goes with them.

const SILENT_BLOCKS =
  /<(script|style|template|noscript|iframe|object|embed|svg|math|textarea|select)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
/** The end of a block (or a line break) ends a sentence: "Deposit</p><p>Bonus" must not run together. */
const BLOCK_BOUNDARY =
  /<\/?(p|div|li|ul|ol|tr|td|th|table|br|h[1-6]|section|article|header|footer|blockquote)\b[^>]*>/gi;
const TAG = /<\/?[a-z][^>]*>|<![^>]*>/gi;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  peso: '₱',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(COMMENTS, ' ')
    .replace(SILENT_BLOCKS, ' ')
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(TAG, '');
  return decodeEntities(text)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}
