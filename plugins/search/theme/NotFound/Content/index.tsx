import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';

import {useIndexFailureText} from '../../../client/IndexFailureText';
import {queryFromPath} from './suggestions';
import {usePageSuggestions} from './usePageSuggestions';
import styles from './styles.module.css';

function Suggestions({query}: {query: string}): ReactNode {
  const suggestions = usePageSuggestions(query);
  const failure = useIndexFailureText();
  if (failure || suggestions.state !== 'done') {
    const failed = Boolean(failure) || suggestions.state === 'failed';
    return (
      <p className={styles.status} role="status">
        {failed
          ? translate({
              id: 'notFound.suggestions.failed',
              message: 'Pages like this one could not be looked up: search is unavailable.',
              description: 'On the 404 page, when the search for similar pages fails',
            })
          : translate({
              id: 'notFound.suggestions.loading',
              message: 'Looking for pages like this one…',
              description: 'On the 404 page, while similar pages are searched for',
            })}
      </p>
    );
  }
  if (suggestions.pages.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="not-found-suggestions">
      <Heading as="h2" id="not-found-suggestions" className={styles.subheading}>
        <Translate
          id="notFound.suggestions.title"
          description="Heading of the 404 page's list of similar pages">
          Perhaps you were looking for
        </Translate>
      </Heading>
      <ul className={styles.suggestions} data-testid="not-found-suggestions">
        {suggestions.pages.map((page) => (
          <li key={page.url}>
            <Link to={page.url}>{page.title}</Link>
            {page.section ? <span className={styles.section}> · {page.section}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The site's main sections: somewhere to go whatever the search finds. */
function Sections(): ReactNode {
  const sections = [
    {
      to: '/guides/',
      label: translate({
        id: 'notFound.section.guides',
        message: 'Guides',
        description: 'Link on the 404 page',
      }),
    },
    {
      to: '/example/',
      label: translate({
        id: 'notFound.section.examples',
        message: 'Examples',
        description: 'Link on the 404 page',
      }),
    },
    {
      to: '/api/',
      label: translate({
        id: 'notFound.section.api',
        message: 'API reference',
        description: 'Link on the 404 page',
      }),
    },
    {
      to: '/plugins/',
      label: translate({
        id: 'notFound.section.plugins',
        message: 'Plugins and frameworks',
        description: 'Link on the 404 page',
      }),
    },
  ];
  return (
    <nav
      aria-label={translate({
        id: 'notFound.sections.label',
        message: 'Sections of the documentation',
        description: 'Accessible name of the 404 page list of sections',
      })}>
      <ul className={styles.sections}>
        {sections.map(({to, label}) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The 404 page: what happened, a search box already holding the missing
 * path's words (a plain form to the search page: it works before any
 * script), pages like the missing one from the site's search, and the
 * documentation's sections.
 */
export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const query = queryFromPath(pathname, siteConfig.baseUrl);
  const searchPage = useBaseUrl('/search/');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="notFound.explanation" description="First paragraph of the 404 page">
              There is no page at this address. It may have moved, or the link that brought you here
              may be mistyped.
            </Translate>
          </p>
          <form className={styles.search} action={searchPage} method="get" role="search">
            <label htmlFor="not-found-query" className={styles.label}>
              <Translate
                id="notFound.search.label"
                description="Label of the 404 page's search box">
                Search the documentation
              </Translate>
            </label>
            <div className={styles.searchRow}>
              <input
                id="not-found-query"
                className={styles.input}
                type="search"
                name="q"
                defaultValue={query}
                autoComplete="off"
              />
              <button type="submit" className="button button--primary">
                <Translate
                  id="notFound.search.submit"
                  description="Button of the 404 page's search box">
                  Search
                </Translate>
              </button>
            </div>
          </form>
          <Suggestions query={query} />
          <Sections />
        </div>
      </div>
    </main>
  );
}
