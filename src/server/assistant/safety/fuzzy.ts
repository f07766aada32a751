// Typo tolerance: the optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), so "brething",
// "chets" and "swolen" each sit one edit from the word meant.
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * How many typos a word of this length may carry and still be recognised. Words under five letters must be exact:
 * at four letters one edit already turns Spanish "edad" (age) into "dead".
 */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  return 2;
}
