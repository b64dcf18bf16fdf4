import {join} from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {contentFacts, neededThemeParts} from './contentFacts';

/**
 * Swizzles the classic theme's version banner and badge, edit/last-update
 * row, inline tags and draft/unlisted banners to render nothing (its
 * `theme/` folder), since no version, doc or page of this site uses them,
 * and fails the build as soon as one would: the reader would otherwise lose
 * an edit link or a version warning without a word.
 */
export default function unusedThemeParts(): Plugin {
  return {
    name: 'unused-theme-parts',
    getThemePath: () => join(__dirname, 'theme'),
    allContentLoaded({allContent}) {
      const needed = neededThemeParts(contentFacts(allContent));
      if (needed.length > 0) {
        throw new Error(
          `The content now uses ${needed.join(', ')}, which plugins/unused-theme-parts renders as nothing: ` +
            `delete ${needed.map((name) => `theme/${name}.tsx`).join(', ')} there so readers see it.`,
        );
      }
    },
  };
}
