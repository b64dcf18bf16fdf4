/**
 * Near misses: the documented names closest to what was asked for, by
 * edit distance with a swap of two neighbouring letters counted as one edit
 * (`Markerr`, `flyto`, `setLngLta`), case ignored; names that differ only
 * in case come first.
 */

/** Edits (insert, delete, replace, swap neighbours) between two strings. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({length: rows}, (_, row) =>
    Array.from({length: columns}, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  const at = (row: number, column: number): number => table[row]?.[column] ?? 0;
  for (let row = 1; row < rows; row++) {
    for (let column = 1; column < columns; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(
        at(row - 1, column) + 1,
        at(row, column - 1) + 1,
        at(row - 1, column - 1) + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        best = Math.min(best, at(row - 2, column - 2) + 1);
      }
      table[row]![column] = best;
    }
  }
  return at(a.length, b.length);
}

/** Most edits a near miss may be away: one for short names, a third of the length for long ones. */
function tolerance(name: string): number {
  return Math.max(1, Math.min(3, Math.floor(name.length / 3)));
}

/**
 * The candidates closest to `wanted` (at most `limit`), closest first; none
 * when nothing is near enough to be meant.
 */
export function nearest(wanted: string, candidates: Iterable<string>, limit = 3): string[] {
  const lower = wanted.toLowerCase();
  const scored: {name: string; score: number}[] = [];
  for (const name of new Set(candidates)) {
    const candidate = name.toLowerCase();
    const distance = editDistance(lower, candidate);
    if (distance <= tolerance(wanted)) {
      // Same letters in another case beat every real edit.
      scored.push({name, score: candidate === lower ? -1 : distance});
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({name}) => name);
}
