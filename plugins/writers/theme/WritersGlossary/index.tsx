import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import type {GlossaryTerm} from '../../glossary';
import styles from './styles.module.css';

interface Props {
  readonly glossary: readonly GlossaryTerm[];
}

/** The Japanese glossary as a table, for writers and translators. */
export default function WritersGlossary({glossary}: Props): ReactNode {
  const title = translate({id: 'writers.glossary.title', message: 'Japanese glossary'});
  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="writers.glossary.intro">
            The Japanese edition writes each of these terms in one form only. npm run lint:ja
            reports any other form, and npm run lint:ja -- --fix replaces it.
          </Translate>
        </p>
        <div className={styles.scroll}>
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="writers.glossary.english">English</Translate>
                </th>
                <th scope="col">
                  <Translate id="writers.glossary.japanese">Japanese</Translate>
                </th>
                <th scope="col">
                  <Translate id="writers.glossary.replaces">Replaces</Translate>
                </th>
                <th scope="col">
                  <Translate id="writers.glossary.note">Note</Translate>
                </th>
              </tr>
            </thead>
            <tbody>
              {glossary.map((term) => (
                <tr key={`${term.english}:${term.japanese}`}>
                  <td>{term.english}</td>
                  <td lang="ja" className={styles.term}>
                    {term.japanese}
                  </td>
                  <td>
                    <code>{term.replaces}</code>
                  </td>
                  <td lang="ja">{term.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </main>
    </Layout>
  );
}
