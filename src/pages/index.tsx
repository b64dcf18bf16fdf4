import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import {useSiteSettings} from '@site/src/config/useSiteSettings';
import HomeSections from '@site/src/components/HomeSections';
import styles from './index.module.css';

function quickStartHtml(productId: string, version: string): string {
  const cdn = `https://api.${productId}.com/${productId}-gl-js/v${version}`;
  return `<link href="${cdn}/${productId}-gl.css" rel="stylesheet">
<script src="${cdn}/${productId}-gl.js"></script>

<div id="map" style="height: 400px"></div>
<script>
  ${productId}gl.accessToken = 'YOUR_ACCESS_TOKEN';
  const map = new ${productId}gl.Map({
    container: 'map',
    center: [139.7671, 35.6812],
    zoom: 11,
  });
</script>`;
}

export default function Home(): ReactNode {
  const {productId, productName, libraryVersion} = useSiteSettings();
  const title = `${productName} GL JS`;
  return (
    <Layout
      description={translate(
        {
          id: 'home.meta.description',
          message: 'Guides, API reference and live examples for {title}, the web map library.',
        },
        {title},
      )}>
      <header className={styles.hero}>
        <div className="container">
          <p className={styles.version}>
            <Translate id="home.hero.version" values={{version: <code>v{libraryVersion}</code>}}>
              {'Current version {version}'}
            </Translate>
          </p>
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.lead}>
            <Translate id="home.hero.lead" values={{title}}>
              {
                '{title} is a JavaScript library that draws interactive, customisable vector maps in the browser with WebGL.'
              }
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/guides/install/">
              <Translate id="home.hero.install">Install the library</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/example/">
              <Translate id="home.hero.examples">Browse examples</Translate>
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <HomeSections />
        <section className={styles.quickStart} aria-labelledby="quick-start">
          <Heading as="h2" id="quick-start">
            <Translate id="home.quickStart.title">Quick start</Translate>
          </Heading>
          <p>
            <Translate id="home.quickStart.body">
              Paste this into an HTML page, add your access token, and open it in a browser.
            </Translate>
          </p>
          <CodeBlock language="html" title="index.html">
            {quickStartHtml(productId, libraryVersion)}
          </CodeBlock>
        </section>
      </main>
    </Layout>
  );
}
