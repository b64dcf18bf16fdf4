import type {RelatedExamples} from '../../src/lib/apiReference/relatedExamples';

export interface ApiReferenceGlobalData {
  /** Type name → `/api/{page}/#{anchor}`. */
  readonly typeLinks: Record<string, string>;
  /** Entry anchor → example slugs. */
  readonly related: RelatedExamples;
}
