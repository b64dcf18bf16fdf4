import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';

import type {TranslationMark} from '../../types';
import styles from './styles.module.css';

type Props = TranslationMark;

/**
 * At the top of a Japanese page that is not current: outdated (the English
 * changed after the translation was checked) or missing (the page is shown
 * in English). The build writes it into the page with its facts; it holds no
 * state and runs no code of its own.
 */
export default function TranslationNotice({state, englishChanged, english}: Props): ReactNode {
  const englishLink = (
    // A page of the English site: a full load, not a route of this locale's app.
    <a href={english} hrefLang="en">
      <Translate id="translation.notice.englishLink">Read the English page</Translate>
    </a>
  );
  if (state === 'missing') {
    return (
      <div className="translation-status" data-translation-status="missing">
        <Admonition
          type="info"
          title={translate({
            id: 'translation.notice.missing.title',
            message: 'Not translated yet',
          })}>
          <p>
            <Translate id="translation.notice.missing.body">
              This page has no Japanese translation yet, so it is shown in English.
            </Translate>
          </p>
        </Admonition>
      </div>
    );
  }
  return (
    <div
      className="translation-status"
      data-translation-status="outdated"
      data-english-changed={englishChanged}>
      <Admonition
        type="warning"
        title={translate({
          id: 'translation.notice.outdated.title',
          message: 'This translation may be out of date',
        })}>
        <p>
          <Translate
            id="translation.notice.outdated.body"
            values={{
              date: (
                <time className={styles.date} dateTime={englishChanged}>
                  {englishChanged}
                </time>
              ),
              link: englishLink,
            }}>
            {'The English page was updated on {date}, after this translation was made. {link}'}
          </Translate>
        </p>
      </Admonition>
    </div>
  );
}
