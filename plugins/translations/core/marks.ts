/**
 * The marks the reader's pages carry for a Japanese unit that is not
 * current: made by the build from the unit's status, so a page never works
 * out a status itself.
 */
import type {I18n} from '@docusaurus/types';

import type {ApiPage} from '../../../src/model/api/types';
import type {TranslationMark} from '../types';
import {readRecords} from './records';
import {statusOf, type UnitStatus} from './status';
import {entryUnitsOf, exampleUnit, type ExampleProse} from './units';

export function markOf(status: UnitStatus, englishBaseUrl: string): TranslationMark | null {
  if (status.state !== 'outdated' && status.state !== 'missing') return null;
  return {
    state: status.state,
    ...(status.englishChanged ? {englishChanged: status.englishChanged} : {}),
    english: `${englishBaseUrl}${status.unit.path ?? ''}`,
  };
}

/** Entry anchor → its mark, for the entries of a page whose Japanese is not current. */
export function entryMarks(
  siteDir: string,
  page: ApiPage,
  englishBaseUrl: string,
): Record<string, TranslationMark> {
  const {records} = readRecords(siteDir);
  const marks: Record<string, TranslationMark> = {};
  for (const unit of entryUnitsOf(siteDir, [page])) {
    const mark = markOf(statusOf(siteDir, unit, records.get(unit.id)), englishBaseUrl);
    if (mark) marks[unit.path!.slice(unit.path!.indexOf('#') + 1)] = mark;
  }
  return marks;
}

export function exampleMark(
  siteDir: string,
  slug: string,
  prose: ExampleProse,
  englishBaseUrl: string,
): TranslationMark | null {
  const unit = exampleUnit(slug, prose);
  return markOf(statusOf(siteDir, unit, readRecords(siteDir).records.get(unit.id)), englishBaseUrl);
}

/**
 * The English site's base URL in any locale's build: `siteConfig.baseUrl`
 * and `context.baseUrl` are the locale's own (`/mapbox-gl-js/ja/`).
 */
export function englishBaseUrlOf(i18n: Pick<I18n, 'defaultLocale' | 'localeConfigs'>): string {
  const baseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl;
  if (!baseUrl) throw new Error(`the default locale ${i18n.defaultLocale} has no base URL`);
  return baseUrl;
}
