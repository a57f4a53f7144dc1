// Owns OFAC's published CSV format ("SDN.CSV format", the Treasury's data specification for the SDN list and, in the
// same layout, the Consolidated non-SDN list): files without a header row, records in a fixed column order, "-0-" for
// an empty field, a primary file of entries and, linked to it by ent_num, a file of alternate names and one of
// addresses. What it reads becomes SanctionsEntry, the one shape the screening module knows; OFAC's own vocabulary
// (SDN_Type "-0-" for an entity, programs written "A] [B") stays in this file.
import { parse } from 'csv-parse/sync';

/** Who an entry is: OFAC types individuals, vessels and aircraft, and leaves entities (companies, groups) untyped. */
export type EntryKind = 'individual' | 'entity' | 'vessel' | 'aircraft';

export interface SanctionsEntry {
  /** Which list: `SDN`, or `CONSOLIDATED` (OFAC's non-SDN lists, published in the same format). */
  list: string;
  /** OFAC's unique id of the entry (ent_num). */
  entNum: string;
  /** The name as published; individuals are written `LAST, First Middle`. */
  name: string;
  kind: EntryKind;
  /** The sanctions programs, such as SDNT or IRAN-EO13846. */
  programs: string[];
  /** Alternate names: a.k.a., f.k.a. (formerly) and n.k.a. (now known as), all screened like the name. */
  aliases: Array<{ name: string; type: string }>;
  /** The countries of the entry's published addresses, for the reviewer. */
  countries: string[];
  /** OFAC's remarks: what tells the listed party apart (date and place of birth, nationality, documents), for the reviewer. */
  remarks: string | null;
}

/** sdn.csv (cons_prim.csv): ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks. */
const PRIMARY = { entNum: 0, name: 1, type: 2, program: 3, remarks: 11 } as const;
/** alt.csv (cons_alt.csv): ent_num, alt_num, alt_type, alt_name, alt_remarks. */
const ALIAS = { entNum: 0, type: 2, name: 3 } as const;
/** add.csv (cons_add.csv): ent_num, add_num, address, city/state/province/postal code, country, add_remarks. */
const ADDRESS = { entNum: 0, country: 4 } as const;

/** A field as published: trimmed, and undefined for OFAC's null "-0-". */
function field(row: string[], index: number): string | undefined {
  const value = row[index]?.trim();
  return value === undefined || value === '' || value === '-0-' ? undefined : value;
}

/**
 * The rows of one file. The published files end with an end-of-file character (0x1A) on a line of its own, and may
 * end with a blank line: neither is a record. A row that is not even as wide as the fields read from it is an error,
 * so a truncated or foreign file is refused rather than read as fewer entries.
 */
function rows(text: string, file: string, width: number): string[][] {
  const records = parse(text.replace(/\x1a\s*$/, ''), { relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  for (const [index, record] of records.entries()) {
    if (record.length < width) throw new Error(`${file}: record ${index + 1} has ${record.length} fields, fewer than OFAC's CSV format has`);
    if (!/^\d+$/.test(record[0]?.trim() ?? '')) throw new Error(`${file}: record ${index + 1} does not start with an ent_num`);
  }
  return records;
}

/** OFAC's SDN_Type: "individual", "vessel", "aircraft", or "-0-" for an entity. */
function kindOf(type: string | undefined): EntryKind {
  switch (type?.toLowerCase()) {
    case undefined:
      return 'entity';
    case 'individual':
    case 'vessel':
    case 'aircraft':
      return type.toLowerCase() as EntryKind;
    default:
      throw new Error(`unknown SDN_Type "${type}"`);
  }
}

export interface PublishedSet {
  list: string;
  primary: { file: string; text: string };
  aliases: { file: string; text: string };
  addresses?: { file: string; text: string } | undefined;
}

/** The entries of one published set: its primary file with the aliases and address countries linked by ent_num. */
export function readOfacCsv(set: PublishedSet): SanctionsEntry[] {
  const entries = new Map<string, SanctionsEntry>();
  for (const row of rows(set.primary.text, set.primary.file, 4)) {
    const entNum = field(row, PRIMARY.entNum)!;
    const name = field(row, PRIMARY.name);
    if (name === undefined) throw new Error(`${set.primary.file}: entry ${entNum} has no name`);
    // Several programs are written as one field, "NPWMD] [IFSR": OFAC's own separator.
    const programs = (field(row, PRIMARY.program) ?? '')
      .split(/\]\s*\[/)
      .map((program) => program.replace(/[[\]]/g, '').trim())
      .filter(Boolean);
    let kind: EntryKind;
    try {
      kind = kindOf(field(row, PRIMARY.type));
    } catch (error) {
      throw new Error(`${set.primary.file}: entry ${entNum}: ${(error as Error).message}`);
    }
    entries.set(entNum, { list: set.list, entNum, name, kind, programs, aliases: [], countries: [], remarks: field(row, PRIMARY.remarks) ?? null });
  }
  // An alias or address of an entry this primary file does not hold is skipped: the files of a set are published
  // together, and one caught between two publications is made whole by the next reload.
  for (const row of rows(set.aliases.text, set.aliases.file, 4)) {
    const name = field(row, ALIAS.name);
    if (name !== undefined) entries.get(field(row, ALIAS.entNum)!)?.aliases.push({ name, type: (field(row, ALIAS.type) ?? 'aka').toLowerCase() });
  }
  if (set.addresses) {
    for (const row of rows(set.addresses.text, set.addresses.file, 5)) {
      const entry = entries.get(field(row, ADDRESS.entNum)!);
      const country = field(row, ADDRESS.country);
      if (entry && country !== undefined && !entry.countries.includes(country)) entry.countries.push(country);
    }
  }
  return [...entries.values()];
}
