/**
 * The writers' pages as HTML, rendered by the build in Node. Bundled by
 * build/writePages.ts with build/translate.tsx standing for
 * `@docusaurus/Translate`.
 */
import {renderToStaticMarkup} from 'react-dom/server';

import type {TranslationStatusData} from '../../translations/types';
import type {GlossaryTerm} from '../glossary';
import GlossaryPage, {glossaryTitle} from '../theme/WritersPages/GlossaryPage';
import TranslationStatusPage, {
  translationStatusTitle,
} from '../theme/WritersPages/TranslationStatusPage';
import {setCodeTranslations} from './translate';

export interface WritersPagesInput {
  readonly codeTranslations: Readonly<Record<string, string>>;
  readonly glossary: readonly GlossaryTerm[];
  readonly status: TranslationStatusData;
}

export interface RenderedPage {
  /** Under the writers' path: `glossary/`. */
  readonly path: string;
  readonly title: string;
  readonly main: string;
  /** Whether the page needs the status filters' script. */
  readonly filters: boolean;
}

export function renderWritersPages(input: WritersPagesInput): RenderedPage[] {
  setCodeTranslations(input.codeTranslations);
  return [
    {
      path: 'glossary/',
      title: glossaryTitle(),
      main: renderToStaticMarkup(<GlossaryPage glossary={input.glossary} />),
      filters: false,
    },
    {
      path: 'translations/',
      title: translationStatusTitle(),
      main: renderToStaticMarkup(<TranslationStatusPage status={input.status} />),
      filters: true,
    },
  ];
}
