// Owns how a name is reduced to the tokens screening compares: any script transliterated to ASCII (accents and
// diacritics go, Cyrillic and Greek become their usual Latin spelling), lower case, punctuation and apostrophes gone,
// and the words that do not tell one party from another dropped: honorifics and generational suffixes for people,
// legal forms for organisations, and the joining particles of both. Word order is left to the matcher, which compares
// the tokens as a set.
import anyAscii from 'any-ascii';

/** A person's name is screened against individuals on the lists, an organisation's against entities. */
export type NameKind = 'person' | 'organisation';

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'dra', 'prof', 'sir', 'sr', 'sra', 'srta', 'jr', 'ii', 'iii', 'iv']);
/** Words that join a name's parts in the languages of the corridors and of the lists: "da Silva", "Trade and Supply". */
const PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'del', 'di', 'du', 'van', 'von', 'der', 'e', 'y', 'and', 'of', 'the']);
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
  let text = anyAscii(name).toLowerCase().replace(/['`]/g, '').replace(/&/g, ' and ');
  if (kind === 'organisation') text = text.replace(/\b([a-z])\.(?=[a-z]\b)/g, '$1');
  const all = text.split(/[^a-z0-9]+/).filter(Boolean);
  const dropped = kind === 'person' ? HONORIFICS : LEGAL_FORMS;
  const kept = all.filter((token) => !PARTICLES.has(token) && !dropped.has(token));
  return kept.length > 0 ? kept : all;
}
