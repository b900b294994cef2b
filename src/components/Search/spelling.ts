/**
 * Spelling correction for search queries. Pagefind matches words, their stems and their prefixes,
 * but not misspellings: "execution polcy" found nothing. When a query finds no page with the
 * reader's own words, each word the site never uses is replaced by the closest word it does use
 * (the vocabulary the build writes beside the index, words of three letters or more, most frequent
 * first): at most one edit away
 * for a word of four or five letters, two for longer ones, where an edit adds, removes or changes
 * a letter or swaps two neighbours. Among equally close words the more frequent one wins. Words of
 * fewer than four letters, and words with digits, are left alone.
 */

/** Edits between `a` and `b` (optimal string alignment); anything above `max` is `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Words of four letters or more, letters only, are the ones correction may change. */
export const isCorrectable = (word: string): boolean => /^\p{L}{4,}$/u.test(word);
const allowedEdits = (word: string) => (word.length <= 5 ? 1 : 2);

/** The closest vocabulary word to `word`, or undefined when none is close enough. */
function closest(word: string, vocabulary: readonly string[]): string | undefined {
  const max = allowedEdits(word);
  let best: string | undefined;
  let bestDistance = max + 1;
  // Most frequent first: a later word must be strictly closer to win.
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate, Math.min(max, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      // Known words never get here, so none is 0 edits away: the first at 1 is the best.
      if (distance === 1) break;
    }
  }
  return best;
}

/**
 * The query with each word the site does not use (not a word of the vocabulary, the start of one,
 * or one with -s or -es) replaced by its closest vocabulary word; null when nothing changes.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  // A word of the site, the start of one (the reader is still typing), or one with -s or -es.
  const isKnown = (word: string) =>
    known.has(word) ||
    vocabulary.some((candidate) => candidate.startsWith(word)) ||
    known.has(word.replace(/e?s$/, '')) ||
    known.has(word.replace(/s$/, ''));
  let changed = false;
  const words = query
    .trim()
    .split(/\s+/)
    .map((word) => {
      const lower = word.toLowerCase();
      if (!isCorrectable(lower) || isKnown(lower)) return word;
      const correction = closest(lower, vocabulary);
      if (!correction) return word;
      changed = true;
      return correction;
    });
  return changed ? words.join(' ') : null;
}
