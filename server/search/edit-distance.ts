/**
 * Edits (insertions, deletions, substitutions, swaps of neighbours) between two words: the
 * optimal string alignment distance. «кросовки» → «кроссовки» is 1, «наик» → «найк» is 1.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // rows[i][j]: distance between the first i letters of x and the first j of y.
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= x.length; i += 1) {
    const row = rows[i];
    if (!row) continue;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      row[j] = best;
    }
  }
  return at(x.length, y.length);
}
