import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import type {TranslationMark} from '../../types';
import styles from './styles.module.css';

interface Props {
  readonly mark: TranslationMark;
}

/**
 * A small mark by the heading of an API entry or an example whose Japanese
 * is not current, linking to its English text. A plain link: no script.
 */
export default function Mark({mark}: Props): ReactNode {
  const label =
    mark.state === 'outdated'
      ? translate({id: 'translation.mark.outdated', message: 'English updated'})
      : translate({id: 'translation.mark.missing', message: 'Shown in English'});
  const title =
    mark.state === 'outdated'
      ? translate(
          {
            id: 'translation.mark.outdated.title',
            message:
              'The English text changed on {date}, after this translation. Read the English.',
          },
          {date: mark.englishChanged ?? ''},
        )
      : translate({
          id: 'translation.mark.missing.title',
          message: 'This text has no Japanese translation yet. Read it on the English page.',
        });
  return (
    // A page of the English site: a full load, not a route of this locale's app.
    <a
      href={mark.english}
      hrefLang="en"
      // `translation-status`: left out of the search records (plugins/search).
      className={clsx(styles.mark, 'translation-status')}
      title={title}
      aria-label={`${label}: ${title}`}
      data-translation-mark={mark.state}>
      {label}
    </a>
  );
}
