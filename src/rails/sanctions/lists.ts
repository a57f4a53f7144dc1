// Owns the sanctions lists a process screens with: the published sets found in the directories SANCTIONS_LISTS names,
// read when the process starts (a set that cannot be read stops it), then looked at every SANCTIONS_RELOAD_S and read
// again when a file changed, so every process screens with new files within one interval of their change. A reload
// that fails (a file half-written, missing or malformed) keeps the lists in use, and says so in /ready and the log,
// until the files read whole again.
//
// The lists read, each by its published file name (matched whatever its case) in any of the directories:
//   SDN           OFAC's SDN list, CSV: sdn.csv with alt.csv (and add.csv)
//   CONSOLIDATED  OFAC's Consolidated non-SDN list, CSV: cons_prim.csv with cons_alt.csv (and cons_add.csv)
//   UN            the UN Security Council consolidated list, XML: consolidated.xml
//   EU            the EU consolidated financial sanctions list, XML "xmlFullSanctionsList_1_1": the file its download
//                 link gives, YYYYMMDD-FULL-1_1(xsd).xml, or xmlFullSanctionsList_1_1.xml
//   UK            the UK Sanctions List (FCDO), XML: UK_Sanctions_List.xml
// Each list read carries a digest (SHA-256 of its files' bytes): what a screening records as the version it used.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readOfacCsv, type PublishedSet, type SanctionsEntry } from './ofac-csv.ts';
import { readEuXml, readUkXml, readUnXml } from './xml-lists.ts';

/** The sets OFAC publishes in its CSV format, by their published file names (matched whatever their case). */
const PUBLISHED_SETS = [
  { list: 'SDN', primary: 'sdn.csv', aliases: 'alt.csv', addresses: 'add.csv' },
  { list: 'CONSOLIDATED', primary: 'cons_prim.csv', aliases: 'cons_alt.csv', addresses: 'cons_add.csv' },
] as const;

/** The lists published as one XML file each: the file's name as published, and its reader. */
const XML_LISTS = [
  { list: 'UN', matches: (name: string) => name === 'consolidated.xml', read: readUnXml },
  { list: 'EU', matches: (name: string) => /^(\d{8}-full-1_1\(xsd\)|xmlfullsanctionslist_1_1)\.xml$/.test(name), read: readEuXml },
  { list: 'UK', matches: (name: string) => name === 'uk_sanctions_list.xml', read: readUkXml },
] as const;

/** One list as read: which, from where, how many entries, and the digest of its files' content. */
export interface ListRead {
  list: string;
  directory: string;
  entries: number;
  /** "sha256:" and the hex SHA-256 of the list's files, in a fixed order: changes exactly when their content does. */
  digest: string;
}

/** The lists as read once: every entry, and what was read. Replaced whole by a reload, never changed in place. */
export interface ListsSnapshot {
  entries: SanctionsEntry[];
  lists: ListRead[];
  loadedAt: Date;
}

export type ListsEvent = { type: 'loaded'; snapshot: ListsSnapshot } | { type: 'failed'; error: Error };

/** What /ready shows: the lists in use, when they were read, and a reload that failed since. No path and no entry. */
export interface ListsStatus {
  lists: Array<{ list: string; entries: number }>;
  loadedAt: string;
  reloadFailedAt: string | null;
}

interface FoundFile {
  file: string;
  /** Changes whenever the file is rewritten or replaced: its size, modification time and inode. */
  version: string;
}

/** The files of the published sets in `directory`, each under its published role. */
async function findFiles(directory: string): Promise<Map<string, FoundFile>> {
  const names = await readdir(directory);
  const found = new Map<string, FoundFile>();
  const add = async (role: string, name: string) => {
    const file = path.join(directory, name);
    const stats = await stat(file);
    found.set(role, { file, version: `${stats.size}:${stats.mtimeMs}:${stats.ino}` });
  };
  for (const set of PUBLISHED_SETS) {
    for (const wanted of [set.primary, set.aliases, set.addresses]) {
      const name = names.find((candidate) => candidate.toLowerCase() === wanted);
      if (name !== undefined) await add(wanted, name);
    }
  }
  for (const xml of XML_LISTS) {
    // The newest of several files of one list (dated EU downloads side by side): the last by name.
    const name = names
      .filter((candidate) => xml.matches(candidate.toLowerCase()))
      .sort()
      .at(-1);
    if (name !== undefined) await add(xml.list, name);
  }
  return found;
}

/** Every directory's files, and one string that changes when any of them does. */
async function look(directories: string[]): Promise<{ files: Array<Map<string, FoundFile>>; signature: string }> {
  const files = await Promise.all(directories.map(findFiles));
  const signature = files.map((found, index) => `${directories[index]}|${[...found].map(([role, file]) => `${role}=${file.version}`).join(',')}`).join(';');
  return { files, signature };
}

/** The digest of a list's files: each file's length before its content, so no two splits of one text collide. */
function digestOf(texts: string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(`${Buffer.byteLength(text)}:`).update(text);
  return `sha256:${hash.digest('hex')}`;
}

async function readSets(directories: string[], files: Array<Map<string, FoundFile>>): Promise<ListsSnapshot> {
  const entries: SanctionsEntry[] = [];
  const lists: ListsSnapshot['lists'] = [];
  for (const [index, directory] of directories.entries()) {
    const found = files[index]!;
    const read = async (name: string) => {
      const file = found.get(name);
      return file && { file: file.file, text: await readFile(file.file, 'utf8') };
    };
    let sets = 0;
    for (const published of PUBLISHED_SETS) {
      const primary = await read(published.primary);
      if (!primary) continue;
      const aliases = await read(published.aliases);
      // Aliases are half of what is screened (a company is often listed under its a.k.a. only): never read without them.
      if (!aliases) throw new Error(`${directory} has ${published.primary} without ${published.aliases}`);
      const set: PublishedSet = { list: published.list, primary, aliases, addresses: await read(published.addresses) };
      const setEntries = readOfacCsv(set);
      if (setEntries.length === 0) throw new Error(`${primary.file} holds no entry`);
      entries.push(...setEntries);
      lists.push({ list: published.list, directory, entries: setEntries.length, digest: digestOf([primary.text, aliases.text, set.addresses?.text ?? '']) });
      sets++;
    }
    for (const xml of XML_LISTS) {
      const file = await read(xml.list);
      if (!file) continue;
      const listEntries = xml.read(file.file, file.text);
      entries.push(...listEntries);
      lists.push({ list: xml.list, directory, entries: listEntries.length, digest: digestOf([file.text]) });
      sets++;
    }
    if (sets === 0)
      throw new Error(
        `${directory} holds no published sanctions list (OFAC's sdn.csv with alt.csv or cons_prim.csv with cons_alt.csv, the UN's consolidated.xml, ` +
          "the EU's YYYYMMDD-FULL-1_1(xsd).xml, the UK's UK_Sanctions_List.xml)",
      );
  }
  return { entries, lists, loadedAt: new Date() };
}

export class SanctionsLists {
  private snapshot: ListsSnapshot;
  private signature: string;
  private failedAt: Date | null = null;
  /** The signature of files that failed to read: they are not read again until they change again. */
  private failedSignature: string | undefined;
  private readonly listeners = new Set<(event: ListsEvent) => void>();
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<boolean> | undefined;

  private constructor(
    private readonly directories: string[],
    loaded: { snapshot: ListsSnapshot; signature: string },
  ) {
    this.snapshot = loaded.snapshot;
    this.signature = loaded.signature;
  }

  /** Reads the lists of `directories` (throws, naming the file, when one cannot be read), then looks again every `reloadS`. */
  static async open(directories: string[], reloadS: number): Promise<SanctionsLists> {
    const { files, signature } = await look(directories);
    const lists = new SanctionsLists(directories, { snapshot: await readSets(directories, files), signature });
    lists.timer = setInterval(() => void lists.check(), reloadS * 1000);
    // Looking for new lists never keeps a process alive by itself.
    lists.timer.unref();
    return lists;
  }

  current(): ListsSnapshot {
    return this.snapshot;
  }

  /** Calls `listener` on every reload and failed reload from now on. */
  onEvent(listener: (event: ListsEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads the lists again if any file changed since they were read; answers whether new lists are in use. Files that
   * change while they are read (a copy still being written) are read again at the next look.
   */
  check(): Promise<boolean> {
    this.checking ??= this.reloadIfChanged().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async reloadIfChanged(): Promise<boolean> {
    try {
      const before = await look(this.directories);
      if (before.signature === this.signature || before.signature === this.failedSignature) return false;
      const snapshot = await readSets(this.directories, before.files);
      if ((await look(this.directories)).signature !== before.signature) return false;
      this.snapshot = snapshot;
      this.signature = before.signature;
      this.failedAt = null;
      this.failedSignature = undefined;
      this.emit({ type: 'loaded', snapshot });
      return true;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      // A file that vanished between two looks has no stable signature: it is looked at again next time.
      this.failedSignature = await look(this.directories).then(
        (after) => after.signature,
        () => undefined,
      );
      this.failedAt = new Date();
      this.emit({ type: 'failed', error: failure });
      return false;
    }
  }

  private emit(event: ListsEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  status(): ListsStatus {
    return {
      lists: this.snapshot.lists.map(({ list, entries }) => ({ list, entries })),
      loadedAt: this.snapshot.loadedAt.toISOString(),
      reloadFailedAt: this.failedAt?.toISOString() ?? null,
    };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
