import {Suspense, use, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TranslationMark from '@theme/TranslationMark';
import ExampleMinimumVersion from '@theme/ExampleMinimumVersion';
import Layout from '@theme/Layout';

import ExamplePlayground from '../ExamplePlayground';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';
import {THUMBNAIL_SIZE} from '@site/plugins/examples/thumbnailSize';
import {exampleData, forgetFailedExample} from '@site/plugins/examples/exampleData';
import type {ExampleData} from '@site/plugins/examples/types';
import styles from './styles.module.css';

function StillPreview({example}: {example: ExampleData}): ReactNode {
  const {thumbnail} = example;
  return (
    <figure className={styles.preview}>
      <img
        className={styles.still}
        src={thumbnail}
        alt=""
        width={THUMBNAIL_SIZE.width}
        height={THUMBNAIL_SIZE.height}
      />
      <figcaption className={styles.notLive} role="note">
        <strong>
          <Translate id="example.preview.notLive">No live preview for this example.</Translate>
        </strong>{' '}
        {example.liveReason}
      </figcaption>
    </figure>
  );
}

/** Where to go next: related examples, then the previous and next example in the main topic. */
function ExampleNavigation({example}: {example: ExampleData}): ReactNode {
  const topic = example.topics[0]?.label ?? '';
  return (
    <>
      {example.related.length > 0 && (
        <section className={styles.related}>
          <Heading as="h2" id="related">
            <Translate id="example.related">Related examples</Translate>
          </Heading>
          <ul>
            {example.related.map((item) => (
              <li key={item.slug}>
                <Link to={`/example/${item.slug}/`}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav
        className="pagination-nav"
        aria-label={translate({id: 'example.pagination', message: 'Examples in this topic'})}>
        {example.previous && (
          <Link
            className="pagination-nav__link pagination-nav__link--prev"
            to={`/example/${example.previous.slug}/`}>
            <div className="pagination-nav__sublabel">
              <Translate id="example.pagination.previous" values={{topic}}>
                {'Previous in {topic}'}
              </Translate>
            </div>
            <div className="pagination-nav__label">{example.previous.title}</div>
          </Link>
        )}
        {example.next && (
          <Link
            className="pagination-nav__link pagination-nav__link--next"
            to={`/example/${example.next.slug}/`}>
            <div className="pagination-nav__sublabel">
              <Translate id="example.pagination.next" values={{topic}}>
                {'Next in {topic}'}
              </Translate>
            </div>
            <div className="pagination-nav__label">{example.next.title}</div>
          </Link>
        )}
      </nav>
    </>
  );
}

/**
 * The example as a reader would hand it to an AI assistant: prose and code.
 * The record's code is the published one, with the token placeholder.
 */
function assistantText(example: ExampleData): string {
  const {code} = example;
  return `# ${example.title}\n\n${example.description}\n\n\`\`\`html\n${code.trimEnd()}\n\`\`\`\n`;
}

/** One example: title, prose, the live map and the code a reader copies. */
function ExamplePage({slug}: {slug: string}): ReactNode {
  const example = use(exampleData(slug));
  return (
    <Layout title={example.title} description={example.pageDescription}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <div className={styles.header}>
          <nav
            className={styles.breadcrumbs}
            aria-label={translate({id: 'example.breadcrumbs', message: 'Breadcrumbs'})}>
            <Link to="/example/">
              <Translate id="example.breadcrumbs.examples">Examples</Translate>
            </Link>
            <span aria-hidden="true"> › </span>
            <span aria-current="page">{example.title}</span>
          </nav>
          <PageActions assistantText={() => assistantText(example)} />
        </div>
        <article>
          <Heading as="h1">{example.title}</Heading>
          {example.translation ? (
            <p className={styles.translation}>
              <TranslationMark mark={example.translation} />
            </p>
          ) : null}
          <ul
            className={styles.topics}
            aria-label={translate({id: 'example.topics', message: 'Topics'})}>
            {example.topics.map((topic) => (
              <li key={topic.id}>
                <Link
                  className={styles.topic}
                  to={`/example/?topic=${encodeURIComponent(topic.id)}`}>
                  {topic.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.description}>
            <InlineMarkdown text={example.description} />
          </div>
          <ExampleMinimumVersion minimum={example.minimumVersion} />
        </article>
        {example.live ? (
          <ExamplePlayground example={example} />
        ) : (
          <StillPreview example={example} />
        )}
        <Heading as="h2" id="code">
          <Translate id="example.code">Code</Translate>
        </Heading>
        <CodeBlock language="html" title="index.html">
          {example.code}
        </CodeBlock>
        <PageFeedback />
        <ExampleNavigation example={example} />
      </main>
    </Layout>
  );
}

/** Where the example's data is not here yet (a client-side navigation), or could not load. */
function ExampleNotHere({failed, retry}: {failed: boolean; retry?: () => void}): ReactNode {
  return (
    <Layout>
      <main className={`container margin-vert--lg ${styles.page}`}>
        {failed ? (
          <div role="alert">
            <p>
              <Translate id="example.loadFailed">
                This example could not be loaded. Check your connection and try again.
              </Translate>
            </p>
            <div className={styles.notHereActions}>
              <button type="button" className="button button--primary" onClick={retry}>
                <Translate id="example.loadFailed.retry">Try again</Translate>
              </button>
              <Link to="/example/">
                <Translate id="example.loadFailed.gallery">All examples</Translate>
              </Link>
            </div>
          </div>
        ) : (
          <p role="status" aria-busy="true">
            <Translate id="example.loading">Loading the example…</Translate>
          </p>
        )}
      </main>
    </Layout>
  );
}

/**
 * The route component of `/example/{slug}/`. The route carries no data
 * module: the page reads its example by slug (`exampleData.ts`), the last
 * segment of the address (the browser's route table has one route for all
 * examples, whose path is a pattern). The server renders it complete; a
 * hydrating page keeps that HTML until the data has arrived, then hydrates.
 */
export default function ExampleRoute(): ReactNode {
  const slug = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  return (
    <ErrorBoundary
      fallback={({tryAgain}) => (
        <ExampleNotHere
          failed
          retry={() => {
            forgetFailedExample(slug);
            tryAgain();
          }}
        />
      )}>
      <Suspense fallback={<ExampleNotHere failed={false} />}>
        <ExamplePage slug={slug} />
      </Suspense>
    </ErrorBoundary>
  );
}
