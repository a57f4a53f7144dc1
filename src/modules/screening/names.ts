// Owns how a name is reduced to the tokens screening compares: any script transliterated to ASCII (accents and
// diacritics go, Cyrillic and Greek become their usual Latin spelling), lower case, punctuation and apostrophes gone,
// and the words that do not tell one party from another dropped: honorifics and generational suffixes for people,
// legal forms for organisations, and the joining particles of both. Word order is left to the matcher, which compares
// the tokens as a set.
import anyAscii from 'any-ascii';

/** A person's name is screened against individuals on the lists, an organisation's against entities. */
export type NameKind = 'person' | 'organisation';

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'dra', 'prof', 'sir', 'sr', 'sra', 'srta', 'jr', 'ii', 'iii', 'iv']);
/**
 * Words that join a name's parts in the languages of the corridors and of the lists: "da Silva", "van der Berg", "Trade
 * and Supply", and Arabic's article and filiation: "al-Nadiri", "bin Salim" ("bn" as Arabic script writes it).
 */
const PARTICLES = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'del',
  'di',
  'du',
  'van',
  'von',
  'der',
  'den',
  'e',
  'y',
  'and',
  'of',
  'the',
  'al',
  'el',
  'bin',
  'bint',
  'ibn',
  'bn',
  'bnt',
]);
const LEGAL_FORMS = new Set([
  'ltd',
  'ltda',
  'limited',
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'sa',
  'sas',
  'srl',
  'sro',
  'gmbh',
  'ag',
  'plc',
  'jsc',
  'ojsc',
  'pjsc',
  'cjsc',
  'ooo',
  'oao',
  'zao',
  'bv',
  'nv',
  'lp',
  'llp',
  'eireli',
  'me',
  'epp',
  'spa',
]);

/**
 * The name's tokens. Initials stay as one-letter tokens ("E. A. Logan" gives e, a, logan) for a person; an
 * organisation's dotted abbreviations close up first ("S.A." is sa, "S.R.O." sro) so its legal form can be dropped.
 * A name made only of dropped words keeps them, rather than becoming nothing.
 */
export function nameTokens(name: string, kind: NameKind): string[] {
  // Arabic's article is written joined to its word ("النادري"): set apart as "al-" so it drops like the Latin "al-Nadiri".
  let text = anyAscii(name.replace(/(^|[^\p{Script=Arabic}])ال(?=\p{Script=Arabic})/gu, '$1al-'))
    .toLowerCase()
    .replace(/['`]/g, '')
    .replace(/&/g, ' and ');
  if (kind === 'organisation') text = text.replace(/\b([a-z])\.(?=[a-z]\b)/g, '$1');
  const all = text.split(/[^a-z0-9]+/).filter(Boolean);
  const dropped = kind === 'person' ? HONORIFICS : LEGAL_FORMS;
  const kept = all.filter((token) => !PARTICLES.has(token) && !dropped.has(token));
  return kept.length > 0 ? kept : all;
}

/** Whether a name is written in Arabic script, which leaves its short vowels unwritten. */
export const inArabicScript = (name: string): boolean => /\p{Script=Arabic}/u.test(name);

/**
 * A token's consonants, what a name in Arabic script and its Latin spellings share: vowels (and w and y, which Arabic
 * writes for long vowels) dropped, doubled letters made one. "muhammad" and "mhmd" both become "mhmd", "salim" and
 * "salm" "slm". A token of vowels only keeps itself.
 */
export function consonants(token: string): string {
  const skeleton = token.replace(/[aeiouwy]/g, '').replace(/(.)\1+/g, '$1');
  return skeleton === '' ? token : skeleton;
}
