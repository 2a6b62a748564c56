import { firstPlaceNotBefore } from '../../shared/binary-search';

/** One published model as the search reads it; rows come in listing order (ordinal, then id). */
export interface SearchIndexRow {
  id: number;
  company: string;
  name: string;
  series: string | null;
  path: string;
}

/** The words of a text as the search compares them: lower case, split at anything but a letter or a digit. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A query's words: at most 8; the last one is a prefix when it has two letters or more ("pixel 9 pr" finds "pro"). */
function queryOf(text: string): { words: string[]; lastIsPrefix: boolean } | null {
  const words = searchWords(text).slice(0, 8);
  if (words.length === 0) return null;
  return { words, lastIsPrefix: words[words.length - 1]!.length >= 2 };
}

/** How well a match reads (higher first); equal ones keep the listing order. */
const EXACT_NAME = 3;
const NAME_STARTS = 2;
const PHRASE = 1;
const WORDS_ONLY = 0;

/**
 * A category's models by the words of their brand, name, series and address, in memory: a word matches from its
 * start ("xel" finds nothing in "pixel"), every word of the query must match one of the model's (the last one as a
 * prefix). Results rank the model whose name is the query first, then names that start with it, then models whose
 * brand and name hold it as a phrase, then the rest, each group in listing order. The database's full-text search did
 * the same matching, but a broad prefix ("vivid ma": hundreds of hits, each ranked) took tens of milliseconds of the
 * single embedded database's time per request at 100,000 models.
 */
export class ModelSearchIndex {
  private readonly ids: Int32Array;
  /** Every distinct word, sorted, and the rows that hold it (ascending). */
  private readonly words: string[];
  private readonly rowsOf: Int32Array[];
  /** Each row's name words, and its brand and name words, joined by single spaces. */
  private readonly names: string[];
  private readonly brandedNames: string[];
  /** Each row's words, each after a space (" samsung galaxy s24 ..."), for a partly typed word. */
  private readonly allWords: string[];

  constructor(rows: readonly SearchIndexRow[]) {
    this.ids = Int32Array.from(rows, (row) => row.id);
    this.names = rows.map((row) => searchWords(row.name).join(' '));
    this.brandedNames = rows.map((row) => searchWords(`${row.company} ${row.name}`).join(' '));
    const rowsByWord = new Map<string, number[]>();
    const wordsOf = rows.map((row) => [
      ...new Set(searchWords(`${row.company} ${row.name} ${row.series ?? ''} ${row.path}`)),
    ]);
    this.allWords = wordsOf.map((words) => ` ${words.join(' ')}`);
    wordsOf.forEach((words, index) => {
      for (const word of words) {
        let list = rowsByWord.get(word);
        if (!list) rowsByWord.set(word, (list = []));
        list.push(index);
      }
    });
    this.words = [...rowsByWord.keys()].sort();
    this.rowsOf = this.words.map((word) => Int32Array.from(rowsByWord.get(word)!));
  }

  get size(): number {
    return this.ids.length;
  }

  /** The ids of the best `limit` models for a query, best first. */
  search(text: string, limit: number): number[] {
    const query = queryOf(text);
    if (!query) return [];
    const prefix = query.lastIsPrefix ? query.words[query.words.length - 1]! : null;
    const exactWords = [...new Set(prefix === null ? query.words : query.words.slice(0, -1))];
    const phrase = query.words.join(' ');
    const best: number[][] = [[], [], [], []];
    for (const row of this.matches(exactWords, prefix)) {
      const group = best[this.rankOf(row, phrase, prefix !== null)]!;
      if (group.length < limit) group.push(row);
      // Rows come in listing order: once the best group is full, nothing later can enter the results.
      if (best[EXACT_NAME]!.length >= limit) break;
    }
    return [best[EXACT_NAME]!, best[NAME_STARTS]!, best[PHRASE]!, best[WORDS_ONLY]!]
      .flat()
      .slice(0, limit)
      .map((row) => this.ids[row]!);
  }

  /** The rows holding every exact word and a word starting with `prefix`, in listing order. */
  private *matches(exactWords: string[], prefix: string | null): Generator<number> {
    if (exactWords.length === 0) {
      // A query of one partly typed word ("ga"): every row holding a word it starts, marked, then read in order.
      const marked = new Uint8Array(this.ids.length);
      for (let place = this.firstAtOrAfter(prefix!); place < this.words.length; place++) {
        if (!this.words[place]!.startsWith(prefix!)) break;
        for (const row of this.rowsOf[place]!) marked[row] = 1;
      }
      for (let row = 0; row < marked.length; row++) if (marked[row]) yield row;
      return;
    }
    const lists: Int32Array[] = [];
    for (const word of exactWords) {
      const place = this.firstAtOrAfter(word);
      if (this.words[place] !== word) return;
      lists.push(this.rowsOf[place]!);
    }
    // A partly typed word that starts few words ("4217") narrows the rows best: its rows join the intersection.
    // One that starts many ("ma") is looked for in each remaining row's own words instead.
    const prefixRows =
      prefix === null ? null : this.rowsStarting(prefix, Math.min(...lists.map((list) => list.length)));
    if (prefixRows) lists.push(prefixRows);
    for (const row of intersection(lists)) {
      if (prefix === null || prefixRows || this.allWords[row]!.includes(` ${prefix}`)) yield row;
    }
  }

  private rankOf(row: number, phrase: string, lastIsPrefix: boolean): number {
    const name = this.names[row]!;
    const branded = this.brandedNames[row]!;
    const completes = (text: string) =>
      text === phrase || (lastIsPrefix && text.startsWith(phrase) && !text.includes(' ', phrase.length));
    if (completes(name) || completes(branded)) return EXACT_NAME;
    const startsWith = (text: string) =>
      text.startsWith(phrase) && (lastIsPrefix || text.length === phrase.length || text[phrase.length] === ' ');
    if (startsWith(name) || startsWith(branded)) return NAME_STARTS;
    const at = ` ${branded} `.indexOf(` ${phrase}${lastIsPrefix ? '' : ' '}`);
    return at >= 0 ? PHRASE : WORDS_ONLY;
  }

  /** The rows holding a word that `prefix` starts (ascending), unless there are more than `most` of them. */
  private rowsStarting(prefix: string, most: number): Int32Array | null {
    const lists: Int32Array[] = [];
    let total = 0;
    for (let place = this.firstAtOrAfter(prefix); place < this.words.length; place++) {
      if (!this.words[place]!.startsWith(prefix)) break;
      total += this.rowsOf[place]!.length;
      if (total > most) return null;
      lists.push(this.rowsOf[place]!);
    }
    if (lists.length === 1) return lists[0]!;
    const rows = new Int32Array(total);
    let end = 0;
    for (const list of lists) {
      rows.set(list, end);
      end += list.length;
    }
    rows.sort();
    // A row holding two such words ("4217", "42170") is there once.
    let unique = 0;
    for (let place = 0; place < rows.length; place++)
      if (unique === 0 || rows[place] !== rows[unique - 1]) rows[unique++] = rows[place]!;
    return rows.subarray(0, unique);
  }

  private firstAtOrAfter(word: string): number {
    return firstPlaceNotBefore(0, this.words.length, (place) => this.words[place]! < word);
  }
}

/** The rows in every list (each ascending), ascending: walks the shortest, looks each row up in the others. */
function* intersection(lists: Int32Array[]): Generator<number> {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  const places = others.map(() => 0);
  outer: for (const row of shortest!) {
    for (let list = 0; list < others.length; list++) {
      const rows = others[list]!;
      const place = firstPlaceNotBefore(places[list]!, rows.length, (at) => rows[at]! < row);
      places[list] = place;
      if (rows[place] !== row) continue outer;
    }
    yield row;
  }
}
