// Owns the fuzzy name match: every name of the list entries of one kind (individuals for people, entities for
// organisations), each name and alias tokenised (names.ts) and indexed by token, and the score of a screened name
// against them. Tokens are compared with Jaro-Winkler (talisman's), as a set, so word order does not count; an
// initial stands for any token it begins; a name that leaves out a token of the other (a middle name, a second
// surname) loses a little, not the match.
//
// The score of a screened name Q against a listed name E, from 0 to 1:
//   - tokens are paired one to one, best pairs first: two full tokens by their Jaro-Winkler similarity when it is at
//     least TOKEN_FLOOR, an initial with a token that begins with it at INITIAL_SIMILARITY;
//   - coverage(Q) is the sum of the similarities of Q's paired tokens over Q's number of tokens, coverage(E) the same
//     of E's (every token counts alike: a long patronymic says no more about a person than a short surname);
//   - score = 0.75 x the larger coverage + 0.25 x the smaller: one name holding all of the other scores at least 0.75,
//     and what the other has more costs up to 0.25. With the default threshold of 0.9, a name with one token of three
//     or four left out (a middle name, a patronymic, a second surname) is held (0.917, 0.938), and two names that
//     share only half their tokens (a common given name and surname of a longer listed name) are not (0.875);
//   - at least two full tokens must pair (one when E has only one): one shared given name or surname is not a match.
// A name written in Arabic script, whose short vowels are unwritten, is compared by consonants (names.ts): its tokens'
// consonants against the consonants of every listed name's tokens, in an index of their own built at its first use.
import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import type { SanctionsEntry } from '../../rails/sanctions/ofac-csv.ts';
import { consonants, inArabicScript, nameTokens, type NameKind } from './names.ts';

/** Two full tokens less alike than this are not paired: "souza" and "sousa" are (0.92), "souza" and "moreno" not. */
export const TOKEN_FLOOR = 0.8;
/** An initial paired with a token it begins: "E." and "Elvis". Less than an equal token, as it says less. */
export const INITIAL_SIMILARITY = 0.9;
const WIDER_WEIGHT = 0.75;

interface IndexedName {
  entry: SanctionsEntry;
  /** The name as published (the entry's name or one of its aliases). */
  name: string;
  tokens: string[];
}

export interface NameMatch {
  entry: SanctionsEntry;
  /** Which of the entry's names matched. */
  matchedName: string;
  score: number;
}

const isInitial = (token: string): boolean => token.length === 1;

/** The score of tokens `q` against tokens `e` (see the file's comment). */
export function scoreTokens(q: string[], e: string[]): number {
  const pairs: Array<{ i: number; j: number; similarity: number; full: boolean }> = [];
  for (const [i, a] of q.entries()) {
    for (const [j, b] of e.entries()) {
      if (isInitial(a) || isInitial(b)) {
        if (a[0] === b[0]) pairs.push({ i, j, similarity: INITIAL_SIMILARITY, full: false });
        continue;
      }
      const similarity = jaroWinkler(a, b);
      if (similarity >= TOKEN_FLOOR) pairs.push({ i, j, similarity, full: true });
    }
  }
  pairs.sort((x, y) => y.similarity - x.similarity || Number(y.full) - Number(x.full));
  const usedQ = new Set<number>();
  const usedE = new Set<number>();
  let paired = 0;
  let fullPairs = 0;
  for (const pair of pairs) {
    if (usedQ.has(pair.i) || usedE.has(pair.j)) continue;
    usedQ.add(pair.i);
    usedE.add(pair.j);
    paired += pair.similarity;
    if (pair.full) fullPairs++;
  }
  const fullInE = e.filter((token) => !isInitial(token)).length;
  if (fullPairs === 0 || fullPairs < Math.min(2, fullInE)) return 0;
  const coverageQ = paired / q.length;
  const coverageE = paired / e.length;
  return WIDER_WEIGHT * Math.max(coverageQ, coverageE) + (1 - WIDER_WEIGHT) * Math.min(coverageQ, coverageE);
}

/** Which entries a name of each kind is screened against: vessels and aircraft are property, never a party here. */
const KIND_OF_ENTRY: Record<NameKind, SanctionsEntry['kind']> = { person: 'individual', organisation: 'entity' };

/** Listed names by each of their full tokens, and each screened token's similar tokens among them. */
class TokenIndex {
  readonly byToken = new Map<string, IndexedName[]>();
  /** Screening a business names the same surnames again and again. */
  private readonly similarCache = new Map<string, string[]>();

  add(indexed: IndexedName): void {
    for (const token of new Set(indexed.tokens)) {
      if (isInitial(token)) continue;
      let names = this.byToken.get(token);
      if (!names) this.byToken.set(token, (names = []));
      names.push(indexed);
    }
  }

  /** The listed tokens at least TOKEN_FLOOR like `token`. */
  similarTokens(token: string): string[] {
    let similar = this.similarCache.get(token);
    if (similar) return similar;
    similar = [];
    for (const listed of this.byToken.keys()) if (jaroWinkler(token, listed) >= TOKEN_FLOOR) similar.push(listed);
    if (this.similarCache.size >= 10_000) this.similarCache.clear();
    this.similarCache.set(token, similar);
    return similar;
  }
}

export class NameMatcher {
  private readonly names: IndexedName[] = [];
  private readonly index = new TokenIndex();
  /** The same names by their tokens' consonants, for names in Arabic script: built when one is first screened. */
  private consonantIndex: TokenIndex | undefined;

  constructor(
    entries: SanctionsEntry[],
    private readonly kind: NameKind,
  ) {
    for (const entry of entries) {
      if (entry.kind !== KIND_OF_ENTRY[kind]) continue;
      for (const name of [entry.name, ...entry.aliases.map((alias) => alias.name)]) {
        const indexed: IndexedName = { entry, name, tokens: nameTokens(name, kind) };
        this.names.push(indexed);
        this.index.add(indexed);
      }
    }
  }

  private byConsonants(): TokenIndex {
    if (!this.consonantIndex) {
      this.consonantIndex = new TokenIndex();
      for (const indexed of this.names) this.consonantIndex.add({ ...indexed, tokens: indexed.tokens.map(consonants) });
    }
    return this.consonantIndex;
  }

  /**
   * The entries `name` matches at `threshold` or more, best first, each with its best-matching name. Only names that
   * share a full token with `name` are scored: a pair needs one to reach the threshold.
   */
  match(name: string, threshold: number): NameMatch[] {
    const arabic = inArabicScript(name);
    const index = arabic ? this.byConsonants() : this.index;
    const tokens = arabic ? nameTokens(name, this.kind).map(consonants) : nameTokens(name, this.kind);
    const candidates = new Set<IndexedName>();
    for (const token of new Set(tokens)) {
      if (isInitial(token)) continue;
      for (const listed of index.similarTokens(token)) for (const indexed of index.byToken.get(listed)!) candidates.add(indexed);
    }
    const best = new Map<SanctionsEntry, NameMatch>();
    for (const indexed of candidates) {
      const score = scoreTokens(tokens, indexed.tokens);
      if (score < threshold) continue;
      const previous = best.get(indexed.entry);
      if (!previous || score > previous.score) best.set(indexed.entry, { entry: indexed.entry, matchedName: indexed.name, score });
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }
}
