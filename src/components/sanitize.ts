import type { Config } from 'dompurify';

// The rules of the one HTML sanitizer (src/components/safe-html.tsx). Operator HTML (announcements, popups)
// may carry anything; what survives is text, structure, tables, images and links to https, mail or phone
// addresses and to the app's own pages. DOMPurify is loaded the first time HTML is shown, never with the
// first page.

export interface SanitizeOptions {
  /** Resolves a picture's path against the image CDN. */
  resolveUrl?: (url: string) => string;
  /** Accessible name of a scrollable table wrapper ("Table"). */
  tableLabel: string;
}

const CONFIG: Config = {
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'template',
    'noscript',
  ],
  FORBID_ATTR: [
    'style',
    'srcset',
    'formaction',
    'action',
    'background',
    'poster',
    'tabindex',
    // id and name make named properties of window and document ("DOM clobbering": <a id="config"> becomes
    // window.config for any code that reads a global it expected to be unset); class would let operator
    // markup borrow the app's own styles and pass as one of its buttons, alerts or dialogs.
    'id',
    'name',
    'class',
  ],
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

/**
 * The last pass, over markup the first pass and finish() have already made safe: DOMPurify gives it back as its
 * own TrustedHTML (RETURN_TRUSTED_TYPE), the only kind of HTML the production policy's Trusted Types let into
 * the page (src/lib/trusted-types.ts). It keeps what finish() adds (the table wrapper's class and tabindex,
 * links' target); operator markup with those was stripped by the first pass.
 */
const TRUSTED_OUTPUT: Config = {
  ...CONFIG,
  FORBID_ATTR: CONFIG.FORBID_ATTR?.filter((name) => name !== 'class' && name !== 'tabindex'),
  ADD_ATTR: ['target'],
  RETURN_DOM_FRAGMENT: false,
};

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'cite', 'longdesc'];

/**
 * Post-processing DOMPurify does not do by itself: URL schemes, table wrappers, lazy images, link safety.
 * Addresses follow the one rule of src/lib/safe-url.ts for content: pages and pictures of the app itself,
 * https, mail and phone addresses. Stripping what fails is this sanitizer's routine, so it is not reported
 * one attribute at a time.
 */
function finish(root: DocumentFragment, options: SanitizeOptions, safeUrl: SafeUrl): void {
  root.querySelectorAll('*').forEach((element) => {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && safeUrl(value, 'content', { report: false }) === null)
        element.removeAttribute(name);
    }
  });
  root.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src');
    if (!src) {
      img.remove();
      return;
    }
    if (options.resolveUrl) img.setAttribute('src', options.resolveUrl(src));
    // A picture without a description is decoration to assistive technology, not an unnamed image.
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  });
  root.querySelectorAll('a[href]').forEach((link) => {
    if (/^https?:/i.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('rel', 'noopener noreferrer');
      link.setAttribute('target', '_blank');
    }
  });
  root.querySelectorAll('table').forEach((table) => {
    const wrapper = table.ownerDocument.createElement('div');
    wrapper.className = 'safe-html__table';
    // A scrolling box must be reachable by keyboard, and a region needs a name.
    wrapper.setAttribute('tabindex', '0');
    wrapper.setAttribute('role', 'region');
    wrapper.setAttribute('aria-label', options.tableLabel);
    table.replaceWith(wrapper);
    wrapper.append(table);
  });
}

/** A start tag, quoted attribute values included (a '>' inside quotes does not end it). */
const START_TAG = /<[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const INLINE_ATTRIBUTE = /\s(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * Takes inline handlers and style attributes out of the markup before it is parsed. DOMPurify would remove
 * them anyway, but parsing them at all makes the browser check each against the Content Security Policy and
 * report a violation; a missed one here is still removed by DOMPurify (and blocked by the policy).
 */
export const withoutInlineAttributes = (html: string): string =>
  html.replace(START_TAG, (tag) => tag.replace(INLINE_ATTRIBUTE, ''));

/** Safe HTML for dangerouslySetInnerHTML: TrustedHTML where the browser has Trusted Types, else a string. */
export type CleanHtml = string | TrustedHTML;

export type Sanitizer = (html: string, options: SanitizeOptions) => CleanHtml;

let loading: Promise<Sanitizer> | null = null;

type SafeUrl = typeof import('@/lib/safe-url').safeUrl;

/**
 * Loads DOMPurify and the address rule once and returns the sanitizer; HTML in, safe HTML out. The rule
 * comes with DOMPurify, not with the first page: only HTML needs it there.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= Promise.all([import('dompurify'), import('@/lib/safe-url')]).then(([purifier, rule]) => {
    const purify = purifier.default;
    return (html: string, options: SanitizeOptions) => {
      // Markup that leaves the parser no body (a <frameset> document) comes back as no fragment at all.
      const fragment = purify.sanitize(
        withoutInlineAttributes(html),
        CONFIG,
      ) as unknown as DocumentFragment | null;
      if (!fragment) return '';
      finish(fragment, options, rule.safeUrl);
      const holder = fragment.ownerDocument.createElement('div');
      holder.append(fragment);
      return purify.sanitize(holder.innerHTML, { ...TRUSTED_OUTPUT, RETURN_TRUSTED_TYPE: true });
    };
  });
  return loading;
}
