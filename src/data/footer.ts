/**
 * Links in the page footer of every page: the provider's
 * legal pages and its social accounts.
 *
 * Legal pages live on the provider's own site, so their paths are relative to
 * the `providerHomepage` setting; social URLs use the `%product%` token (the
 * product id), which the footer replaces before rendering. Labels are not
 * here: they are translated in `src/theme/Footer`, keyed by `id`, so that
 * `write-translations` can find every string.
 */

export type LegalLinkId = 'terms' | 'privacy' | 'security' | 'privacyChoices';

export interface LegalLink {
  id: LegalLinkId;
  /** Path on the provider's site, relative to its home page, with a trailing slash. */
  path: string;
}

export const legalLinks: readonly LegalLink[] = [
  {id: 'terms', path: 'legal/tos/'},
  {id: 'privacy', path: 'legal/privacy/'},
  {id: 'security', path: 'about/security/'},
  // California's privacy regulations name this link text for the opt-out
  // link; it leads to the US state privacy rights section of the policy.
  {id: 'privacyChoices', path: 'legal/privacy/#us-state-privacy-rights'},
];

export type SocialLinkId = 'github' | 'twitter' | 'linkedin' | 'facebook' | 'instagram' | 'discord';

export interface SocialLink {
  id: SocialLinkId;
  /** The network's own name, a proper noun left untranslated in the accessible name. */
  network: string;
  /** Account URL; `%product%` is replaced with the product id. */
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  {id: 'github', network: 'GitHub', href: 'https://github.com/%product%'},
  {id: 'twitter', network: 'Twitter', href: 'https://twitter.com/%product%'},
  {id: 'linkedin', network: 'LinkedIn', href: 'https://www.linkedin.com/company/%product%'},
  {id: 'facebook', network: 'Facebook', href: 'https://www.facebook.com/%product%'},
  {id: 'instagram', network: 'Instagram', href: 'https://www.instagram.com/%product%'},
  {id: 'discord', network: 'Discord', href: 'https://discord.gg/%product%'},
];

/**
 * URL of a page on the provider's site. `PROVIDER_HOMEPAGE` may be set with
 * or without a trailing slash, so the join does not rely on either.
 */
export function providerUrl(homepage: string, path: string): string {
  return `${homepage.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
