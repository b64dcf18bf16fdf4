import {createContext, useContext, type ReactNode} from 'react';
import TranslationMark from '@theme/TranslationMark';

import type {ApiPageData} from '@site/src/model/api/types';

/** On a Japanese page: the entries whose Japanese is not current, by anchor (plugins/translations). */
export const EntryTranslationContext = createContext<NonNullable<ApiPageData['translation']>>({});

/** The translation mark by an entry's heading; nothing for an entry whose Japanese is current. */
export default function EntryTranslation({anchor}: {anchor: string}): ReactNode {
  const mark = useContext(EntryTranslationContext)[anchor];
  return mark ? <TranslationMark mark={mark} /> : null;
}
