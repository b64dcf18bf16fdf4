/**
 * Facets: a request's `facetFilters` (an AND of ORs, `-` negating one) tested
 * against a record, and the values a record has for a facet, which the
 * engine also counts.
 */
import type {FacetFilters, SearchRecord} from './types';

export type Condition = {attribute: string; value: string; negated: boolean};

/** facetFilters as an AND of ORs. */
export function parseFacetFilters(filters: FacetFilters | undefined): Condition[][] {
  if (!filters) {
    return [];
  }
  const list = typeof filters === 'string' ? [filters] : filters;
  const parse = (filter: string): Condition => {
    const separator = filter.indexOf(':');
    const attribute = filter.slice(0, separator);
    const negated = attribute.startsWith('-');
    return {
      attribute: negated ? attribute.slice(1) : attribute,
      value: filter.slice(separator + 1),
      negated,
    };
  };
  return list.map((entry) => (typeof entry === 'string' ? [parse(entry)] : entry.map(parse)));
}

export function facetValues(record: SearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) {
    return value.map(String);
  }
  return value === undefined || value === null ? [] : [String(value)];
}

export function matchesFilters(record: SearchRecord, conditions: Condition[][]): boolean {
  return conditions.every((any) =>
    any.some((condition) => {
      const found = facetValues(record, condition.attribute).includes(condition.value);
      return condition.negated ? !found : found;
    }),
  );
}
