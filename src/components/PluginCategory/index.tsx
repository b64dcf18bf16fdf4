import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import exampleSlugs from '@generated/examples/default/slugs.json';

import {pluginCategories, type PluginCategoryId} from '@site/src/data/plugins';
import {useProductText} from '@site/src/config/useSiteSettings';
import styles from './styles.module.css';

interface Props {
  /** Which category of src/data/plugins.ts to list. */
  id: PluginCategoryId;
}

/** The cards of one plugin category, for the plugins page MDX. */
export default function PluginCategory({id}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const productText = useProductText();
  const category = pluginCategories.find((candidate) => candidate.id === id);
  if (!category) {
    throw new Error(`Unknown plugin category "${id}".`);
  }
  // Only examples that have a page get a link; the others are still to be written.
  const hasExample = (slug: string) => exampleSlugs.includes(slug);
  const isJapanese = i18n.currentLocale === 'ja';
  return (
    <>
      <p>{isJapanese ? category.introJa : category.intro}</p>
      <ul className={styles.grid}>
        {category.plugins.map((plugin) => {
          const name = productText(plugin.name);
          return (
            <li key={plugin.name} className={styles.card}>
              <h3 className={styles.name}>
                <Link href={productText(plugin.href)}>{name}</Link>
              </h3>
              <p className={styles.description}>
                {productText(isJapanese ? plugin.descriptionJa : plugin.description)}
              </p>
              {plugin.exampleSlug && hasExample(plugin.exampleSlug) ? (
                <Link className={styles.example} to={`/example/${plugin.exampleSlug}/`}>
                  <Translate id="plugins.card.example" values={{name}}>
                    {'See {name} in the examples'}
                  </Translate>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
