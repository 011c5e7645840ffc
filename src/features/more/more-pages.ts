// The content pages of More (spec section 2: terms of use, privacy, licence), chosen by ?page=. Their text
// comes from the footer announcements; the product's own statements from spec section 1 are always added.

export type MorePage = 'terms_use' | 'privacy' | 'license';
export const MORE_PAGES: readonly MorePage[] = ['terms_use', 'privacy', 'license'];

/** The help centre's ?page= value (its questions come from their own call, not the footer). */
export const HELP_CENTER_PAGE = 'help_center';

export const PAGE_TITLE_MESSAGE: Record<MorePage, string> = {
  terms_use: 'terms_use',
  privacy: 'privacy',
  license: 'license',
};

/** Statements the spec makes itself, shown under the operator's text. */
export const PAGE_STATEMENT_MESSAGES: Record<MorePage, readonly string[]> = {
  terms_use: ['terms_age', 'terms_employees'],
  privacy: ['privacy_retention'],
  license: ['license_statement'],
};

export const isMorePage = (value: string | null): value is MorePage => MORE_PAGES.includes(value as MorePage);

/** The footer announcement whose link opens this page (/more?page=…). */
export function linksToPage(link: string | undefined, page: MorePage): boolean {
  if (!link) return false;
  try {
    const url = new URL(link, 'https://app.invalid');
    return url.pathname === '/more' && url.searchParams.get('page') === page;
  } catch {
    return false;
  }
}
