import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

interface Section {
  to: string;
  title: ReactNode;
  body: ReactNode;
}

const SECTIONS: readonly Section[] = [
  {
    to: '/guides/',
    title: <Translate id="home.sections.guides.title">Guides</Translate>,
    body: (
      <Translate id="home.sections.guides.body">
        Concepts and step-by-step explanations: installing, adding data, styles, interaction.
      </Translate>
    ),
  },
  {
    to: '/api/',
    title: <Translate id="home.sections.api.title">API Reference</Translate>,
    body: (
      <Translate id="home.sections.api.body">
        Every class, option, method and event of the library, with signatures.
      </Translate>
    ),
  },
  {
    to: '/example/',
    title: <Translate id="home.sections.examples.title">Examples</Translate>,
    body: (
      <Translate id="home.sections.examples.body">
        Small, complete pages that each show one technique, grouped by topic.
      </Translate>
    ),
  },
  {
    to: '/plugins/',
    title: <Translate id="home.sections.plugins.title">Plugins and frameworks</Translate>,
    body: (
      <Translate id="home.sections.plugins.body">
        Controls, renderers, framework bindings and tools that extend the library.
      </Translate>
    ),
  },
];

/** The four entry points of the documentation, as cards. */
export default function HomeSections(): ReactNode {
  return (
    <nav className={styles.grid} aria-labelledby="home-sections-title">
      <Heading as="h2" id="home-sections-title" className="sr-only">
        <Translate id="home.sections.title">Documentation sections</Translate>
      </Heading>
      {SECTIONS.map((section) => (
        <Link key={section.to} to={section.to} className={styles.card}>
          <span className={styles.cardTitle}>{section.title}</span>
          <span className={styles.cardBody}>{section.body}</span>
        </Link>
      ))}
    </nav>
  );
}
