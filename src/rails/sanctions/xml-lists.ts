// Owns the sanctions lists published in XML beside OFAC's CSV: the UN Security Council's consolidated list
// (consolidated.xml: CONSOLIDATED_LIST > INDIVIDUALS > INDIVIDUAL and ENTITIES > ENTITY), the EU's consolidated
// financial sanctions list in its "xmlFullSanctionsList_1_1" format (export > sanctionEntity, names in nameAlias
// attributes) and the UK Sanctions List the FCDO publishes (UK_Sanctions_List.xml: Designation elements, names in
// Names > Name > Name1..Name6). Each becomes SanctionsEntry, the one shape screening knows; `entNum` is then the list's
// own reference of the entry (the UN's REFERENCE_NUMBER, the EU's euReferenceNumber, the UK's UniqueID). Element and
// attribute names are the publishers' own, and stay in this file.
import { XMLParser } from 'fast-xml-parser';
import type { EntryKind, SanctionsEntry } from './ofac-csv.ts';

/** The elements that repeat in one of the formats: always read as arrays, so one occurrence reads like many. */
const REPEATED = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_ADDRESS',
  'ENTITY_ADDRESS',
  'sanctionEntity',
  'nameAlias',
  'address',
  'citizenship',
  'regulation',
  'remark',
  'Designation',
  'Name',
  'NonLatinName',
  'Address',
  'RegimeName',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // The standard entities (&amp;, &#39;) are decoded; fast-xml-parser never fetches an external entity.
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

/** An element's text, whether written alone or beside attributes; undefined when empty. */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value;
  if (raw === undefined || raw === null) return undefined;
  const trimmed = String(raw).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Every occurrence of an element, whether it came once or many times. */
const all = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const nodes = (value: unknown): Node[] => all(value).filter(isNode);
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const unique = (values: Array<string | undefined>): string[] => [...new Set(values.filter((value): value is string => value !== undefined))];

/** The document's root element, named `root`, or for `root` undefined the one holding a `child` element. */
function parse(file: string, xml: string, root: string | undefined, child?: string): Node {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new Error(`${file}: not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const found = root !== undefined ? document[root] : Object.values(document).find((element) => isNode(element) && child! in element);
  if (!isNode(found)) throw new Error(`${file}: no ${root ?? child} element: not the format its name says`);
  return found;
}

function requireEntries(file: string, entries: SanctionsEntry[]): SanctionsEntry[] {
  if (entries.length === 0) throw new Error(`${file} holds no entry`);
  return entries;
}

/** The UN Security Council consolidated list (consolidated.xml). */
export function readUnXml(file: string, xml: string): SanctionsEntry[] {
  const list = parse(file, xml, 'CONSOLIDATED_LIST');
  const entries: SanctionsEntry[] = [];
  const read = (node: Node, kind: EntryKind, aliasTag: string, addressTag: string) => {
    const reference = text(node.REFERENCE_NUMBER) ?? text(node.DATAID);
    const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
      .map((tag) => text(node[tag]))
      .filter(Boolean)
      .join(' ');
    if (reference === undefined) throw new Error(`${file}: an ${kind} without REFERENCE_NUMBER or DATAID`);
    if (name === '') throw new Error(`${file}: entry ${reference} has no name`);
    const aliases = nodes(node[aliasTag]).flatMap((alias) => {
      const aliasName = text(alias.ALIAS_NAME);
      return aliasName ? [{ name: aliasName, type: (text(alias.QUALITY) ?? 'aka').toLowerCase() }] : [];
    });
    // The name in its original script (Arabic, Cyrillic): screened too, transliterated like every name (names.ts).
    const original = text(node.NAME_ORIGINAL_SCRIPT);
    if (original) aliases.push({ name: original, type: 'original script' });
    entries.push({
      list: 'UN',
      entNum: reference,
      name,
      kind,
      programs: unique([text(node.UN_LIST_TYPE)]),
      aliases,
      countries: unique(nodes(node[addressTag]).map((address) => text(address.COUNTRY))),
      remarks: text(node.COMMENTS1) ?? null,
    });
  };
  for (const node of nodes(isNode(list.INDIVIDUALS) ? list.INDIVIDUALS.INDIVIDUAL : undefined))
    read(node, 'individual', 'INDIVIDUAL_ALIAS', 'INDIVIDUAL_ADDRESS');
  for (const node of nodes(isNode(list.ENTITIES) ? list.ENTITIES.ENTITY : undefined)) read(node, 'entity', 'ENTITY_ALIAS', 'ENTITY_ADDRESS');
  return requireEntries(file, entries);
}

/** The EU's subjectType codes: "person" and "enterprise" are screened; anything else is not a party to a payment. */
const EU_KINDS: Record<string, EntryKind> = { person: 'individual', enterprise: 'entity' };

/** The EU consolidated financial sanctions list, "xmlFullSanctionsList_1_1" format (export > sanctionEntity). */
export function readEuXml(file: string, xml: string): SanctionsEntry[] {
  const list = parse(file, xml, 'export');
  const entries: SanctionsEntry[] = [];
  for (const node of nodes(list.sanctionEntity)) {
    const reference = text(node['@euReferenceNumber']) ?? text(node['@logicalId']);
    if (reference === undefined) throw new Error(`${file}: a sanctionEntity without euReferenceNumber or logicalId`);
    const code = text(nodes(node.subjectType)[0]?.['@code'])?.toLowerCase();
    if (code === undefined) throw new Error(`${file}: entry ${reference} has no subjectType`);
    const kind = EU_KINDS[code] ?? 'vessel';
    const names = unique(
      nodes(node.nameAlias).map(
        (alias) =>
          text(alias['@wholeName']) ??
          (['@firstName', '@middleName', '@lastName']
            .map((attribute) => text(alias[attribute]))
            .filter(Boolean)
            .join(' ') ||
            undefined),
      ),
    );
    if (names.length === 0) throw new Error(`${file}: entry ${reference} has no nameAlias`);
    entries.push({
      list: 'EU',
      entNum: reference,
      name: names[0]!,
      kind,
      programs: unique(nodes(node.regulation).map((regulation) => text(regulation['@programme']))),
      aliases: names.slice(1).map((name) => ({ name, type: 'aka' })),
      countries: unique(
        [...nodes(node.address), ...nodes(node.citizenship)].map((place) => text(place['@countryDescription']) ?? text(place['@countryIso2Code'])),
      ).filter((country) => country !== 'UNKNOWN' && country !== '00'),
      remarks: unique(all(node.remark).map(text)).join(' ') || null,
    });
  }
  return requireEntries(file, entries);
}

/** The UK Sanctions List's IndividualEntityShip. */
const UK_KINDS: Record<string, EntryKind> = { individual: 'individual', entity: 'entity', ship: 'vessel' };

/** The UK Sanctions List (UK_Sanctions_List.xml, FCDO): Designations > Designation. */
export function readUkXml(file: string, xml: string): SanctionsEntry[] {
  // The root's name is not part of what the FCDO documents: its Designation elements are.
  const list = parse(file, xml, undefined, 'Designation');
  const entries: SanctionsEntry[] = [];
  for (const node of nodes(list.Designation)) {
    const reference = text(node.UniqueID);
    if (reference === undefined) throw new Error(`${file}: a Designation without UniqueID`);
    const type = text(node.IndividualEntityShip)?.toLowerCase();
    const kind = type === undefined ? undefined : UK_KINDS[type];
    if (kind === undefined) throw new Error(`${file}: entry ${reference}: unknown IndividualEntityShip "${type ?? ''}"`);
    const names = nodes(isNode(node.Names) ? node.Names.Name : undefined).flatMap((name) => {
      // Name6 is the surname (or an entity's or ship's whole name), Name1 to Name5 the given names before it.
      const whole = ['Name1', 'Name2', 'Name3', 'Name4', 'Name5', 'Name6']
        .map((tag) => text(name[tag]))
        .filter(Boolean)
        .join(' ');
      return whole ? [{ name: whole, type: (text(name.NameType) ?? 'alias').toLowerCase() }] : [];
    });
    const primary = names.find((name) => name.type === 'primary name') ?? names[0];
    if (!primary) throw new Error(`${file}: entry ${reference} has no name`);
    const nonLatin = nodes(isNode(node.NonLatinNames) ? node.NonLatinNames.NonLatinName : undefined)
      .map((name) => text(name.NameNonLatinScript))
      .concat(isNode(node.NonLatinNames) ? [text(node.NonLatinNames.NameNonLatinScript)] : []);
    entries.push({
      list: 'UK',
      entNum: reference,
      name: primary.name,
      kind,
      programs: unique(all(node.RegimeName).map(text)),
      aliases: [...names.filter((name) => name !== primary), ...unique(nonLatin).map((name) => ({ name, type: 'non-latin script' }))],
      countries: unique(nodes(isNode(node.Addresses) ? node.Addresses.Address : undefined).map((address) => text(address.AddressCountry))),
      remarks: text(node.OtherInformation) ?? null,
    });
  }
  return requireEntries(file, entries);
}
