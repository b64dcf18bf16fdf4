import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames} from '@docusaurus/theme-common';

import {useProductText, useSiteSettings} from '@site/src/config/useSiteSettings';
import {
  legalLinks,
  providerUrl,
  socialLinks,
  type LegalLinkId,
  type SocialLinkId,
} from '@site/src/data/footer';

import styles from './styles.module.css';

/*
 * Glyphs drawn on a 24 px grid in currentColor, so they follow the link
 * colour in both colour modes and on hover. Keyed by the data file's ids:
 * a social link added there without an icon is a type error here.
 */
const icons: Record<SocialLinkId, ReactNode> = {
  github: (
    <path
      fillRule="evenodd"
      d="M12 1a11 11 0 1 0 0 22a11 11 0 1 0 0-22Z M9.5 22.7V18.6C6.6 18 5.2 16.2 5.2 13.4C5.2 12.2 5.6 11.2 6.3 10.4L6.6 6.4L9.4 8.2Q12 7.5 14.6 8.2L17.4 6.4L17.7 10.4C18.4 11.2 18.8 12.2 18.8 13.4C18.8 16.2 17.4 18 14.5 18.6V22.7Z"
    />
  ),
  twitter: (
    <>
      <circle cx="15.8" cy="8.2" r="3.8" />
      <path d="M18.8 6.3L23 5.4L20 9.3Z" />
      <path d="M19.6 8.2C19.6 15.5 14.3 20.5 7.5 20.5C5.2 20.5 3.3 19.8 1.8 18.8C4.6 18.8 7.2 17.6 9 15.8L12 8.2Z" />
      <path d="M12.5 12C9 11.5 5.5 9.5 3.5 6.5C3 8.5 3.8 11 6 12.5C7.5 13.5 10 14 12.5 13.5Z" />
    </>
  ),
  linkedin: (
    <path
      fillRule="evenodd"
      d="M5 2H19a3 3 0 0 1 3 3V19a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3Z M5.9 7.3a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0Z M6.1 10H8.9V18.5H6.1Z M10.8 10H13.4V11.3C14 10.3 15 9.8 16.2 9.8C18.3 9.8 19.2 11.1 19.2 13.4V18.5H16.4V13.9C16.4 12.8 16 12.2 15.1 12.2C14.1 12.2 13.6 12.9 13.6 14V18.5H10.8Z"
    />
  ),
  facebook: (
    <path
      fillRule="evenodd"
      d="M12 1a11 11 0 1 0 0 22a11 11 0 1 0 0-22Z M10.3 22.9V13.6H8V10.8H10.3V8.6C10.3 6 11.8 4.6 14.2 4.6C15 4.6 15.8 4.7 16.3 4.8V7.3H15C13.8 7.3 13.4 7.9 13.4 8.9V10.8H16.2L15.8 13.6H13.4V22.9Z"
    />
  ),
  instagram: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.3" />
    </>
  ),
  discord: (
    <path
      fillRule="evenodd"
      d="M5 5.3Q12 2.4 19 5.3Q22.3 10.8 21.8 17.4Q19.4 19.4 16.6 20.3L15.5 18.4Q12 19.4 8.5 18.4L7.4 20.3Q4.6 19.4 2.2 17.4Q1.7 10.8 5 5.3Z M6.9 12.8a1.8 2 0 1 0 3.6 0a1.8 2 0 1 0-3.6 0Z M13.5 12.8a1.8 2 0 1 0 3.6 0a1.8 2 0 1 0-3.6 0Z"
    />
  ),
};

/** Literal translate() calls, so that write-translations extracts every label. */
function legalLabels(): Record<LegalLinkId, string> {
  return {
    terms: translate({
      id: 'footer.legal.terms',
      message: 'Terms',
      description: 'Footer link to the terms of service',
    }),
    privacy: translate({
      id: 'footer.legal.privacy',
      message: 'Privacy',
      description: 'Footer link to the privacy policy',
    }),
    security: translate({
      id: 'footer.legal.security',
      message: 'Security',
      description: 'Footer link to the security page',
    }),
    privacyChoices: translate({
      id: 'footer.legal.privacyChoices',
      message: 'Your California Privacy Choices',
      description: 'Footer link to the US state privacy rights (opt-out) section',
    }),
  };
}

/**
 * The copyright year. The static HTML carries the build year; after
 * hydration the visitor's clock decides, so a page built last December still
 * shows this year. Hydration keeps the server text (a year change would
 * otherwise be a hydration error), and the key change then remounts the span
 * with the browser's year.
 */
function CopyrightYear(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <span key={isBrowser ? 'browser' : 'build'} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

/**
 * The site footer: copyright, the provider's legal pages and its social
 * accounts. Replaces the classic theme's footer, which renders only what
 * `themeConfig.footer` describes (link columns, a logo, an HTML copyright)
 * and has no place for icon links, translated accessible names or links
 * built from the site settings.
 */
export default function Footer(): ReactNode {
  const {productName, providerHomepage} = useSiteSettings();
  const productText = useProductText();
  const labels = legalLabels();
  return (
    <footer className={`${ThemeClassNames.layout.footer.container} ${styles.footer}`}>
      <div className={styles.inner}>
        <div className={styles.start}>
          <p className={styles.copyright}>
            © <CopyrightYear /> {productName}
          </p>
          {/* The page that saves the docs for offline reading (plugins/offline). */}
          <Link className={styles.legalLink} to="/offline/">
            <Translate id="footer.offline" description="Footer link to the Read offline page">
              Read offline
            </Translate>
          </Link>
          <ul
            className={styles.legal}
            aria-label={translate({
              id: 'footer.legal.listLabel',
              message: 'Legal',
              description: 'Accessible name of the list of legal links in the footer',
            })}>
            {legalLinks.map(({id, path}) => (
              <li key={id}>
                <a className={styles.legalLink} href={providerUrl(providerHomepage, path)}>
                  {labels[id]}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ul
          className={styles.social}
          aria-label={translate({
            id: 'footer.social.listLabel',
            message: 'Social media',
            description: 'Accessible name of the list of social media links in the footer',
          })}>
          {socialLinks.map(({id, network, href}) => (
            <li key={id}>
              <a
                className={styles.socialLink}
                href={productText(href)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={translate(
                  {
                    id: 'footer.social.linkLabel',
                    message: '{productName} on {network}',
                    description: 'Accessible name of a footer social link, e.g. "Mapbox on GitHub"',
                  },
                  {productName, network},
                )}>
                <svg
                  className={styles.icon}
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  aria-hidden="true"
                  focusable="false">
                  {icons[id]}
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
