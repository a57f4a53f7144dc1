// Owns who is screened and how: every name a beneficiary or payment contact gives at its creation, matched against
// the lists in use (rails/sanctions) by the matcher of its kind, in memory, so screening never calls out and may run
// anywhere before the creating transaction. The matchers are rebuilt whenever the lists are read again.
//
// Without lists the sandbox screens nothing (and /ready says so); production does not start without them (main.ts),
// and a production process built without them anyway refuses what it would have to screen (503 rail.not_configured)
// rather than create it unscreened.
import { createHash } from 'node:crypto';
import type { Environment } from '../../config/index.ts';
import { requireRail } from '../../rails/capabilities/errors.ts';
import { addressIndex, type ListedAddress } from '../../rails/sanctions/digital-currency.ts';
import type { ListsEvent, ListsSnapshot, SanctionsLists } from '../../rails/sanctions/lists.ts';
import { NameMatcher } from './matcher.ts';
import type { NameKind } from './names.ts';
import type { ReviewHitBody } from './schemas.ts';

/** The best matches of one name kept for the reviewer; more say nothing a reviewer could use. */
const HITS_PER_NAME = 5;

/** The lists screened against: each list's name, entries and digest, and when they were read. */
export interface ListsVersion {
  lists: Array<{ list: string; entries: number; digest: string }>;
  loadedAt: string;
}

/** One screening of a party's names: clean when `hits` is empty. */
export interface Screening {
  hits: ReviewHitBody[];
  threshold: number;
  listsLoadedAt: Date;
  lists: ListsVersion;
  /** One digest of every list's digest: changes exactly when the content of a list does. */
  listsVersion: string;
}

interface ScreenedName {
  name: string;
  role: ReviewHitBody['role'];
  kind: NameKind;
  /** What the reviewer compares with the entry's remarks; never a document number. */
  details: ReviewHitBody['details'];
}

interface GivenPerson {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  citizenship: string;
  address: { country: string };
}

/** The names a beneficiary gives, as screening reads them: a beneficiary's request body fits it. */
export interface BeneficiaryNames {
  person?: GivenPerson | undefined;
  business?: { legalName: string; address: { country: string }; legalRepresentative: GivenPerson; beneficialOwners: GivenPerson[] } | undefined;
}

export class Screener {
  private matchers:
    | {
        snapshot: ListsSnapshot;
        version: ListsVersion;
        listsVersion: string;
        person: NameMatcher;
        organisation: NameMatcher;
        addresses: Map<string, ListedAddress[]>;
      }
    | undefined;

  constructor(
    private readonly lists: SanctionsLists | undefined,
    private readonly env: Environment,
    readonly threshold: number,
  ) {
    if (lists) {
      this.build(lists.current());
      lists.onEvent((event) => event.type === 'loaded' && this.build(event.snapshot));
    }
  }

  private build(snapshot: ListsSnapshot): void {
    const version: ListsVersion = {
      lists: snapshot.lists.map(({ list, entries, digest }) => ({ list, entries, digest })),
      loadedAt: snapshot.loadedAt.toISOString(),
    };
    this.matchers = {
      snapshot,
      version,
      listsVersion: `sha256:${createHash('sha256')
        .update(version.lists.map(({ list, digest }) => `${list}=${digest}`).join(';'))
        .digest('hex')}`,
      person: new NameMatcher(snapshot.entries, 'person'),
      organisation: new NameMatcher(snapshot.entries, 'organisation'),
      addresses: addressIndex(snapshot.entries),
    };
  }

  /** The lists in use, as a decision records them: which, how many entries, when read; null when there are none. */
  version(): ListsVersion | null {
    if (!this.matchers) {
      if (this.env === 'production') requireRail(undefined, 'Sanctions screening');
      return null;
    }
    return this.matchers.version;
  }

  /** The one digest of the lists in use (Screening's `listsVersion`); null without lists. */
  listsVersion(): string | null {
    return this.matchers?.listsVersion ?? null;
  }

  /** The list entries whose published digital currency addresses (USDC, ETH) are `address`, whatever its letter case. */
  screenAddress(address: string): ListedAddress[] {
    return this.matchers?.addresses.get(address.toLowerCase()) ?? [];
  }

  /** Every name a beneficiary gives: the individual's; a business's legal name, representative and every owner. */
  screenBeneficiary(input: BeneficiaryNames): Screening | undefined {
    const names: ScreenedName[] = [];
    const person = (given: GivenPerson, role: ScreenedName['role']) =>
      names.push({
        name: `${given.firstName} ${given.lastName}`,
        role,
        kind: 'person',
        details: { dateOfBirth: given.dateOfBirth, citizenship: given.citizenship, country: given.address.country },
      });
    if (input.person) person(input.person, 'INDIVIDUAL');
    if (input.business) {
      const country = input.business.address.country;
      names.push({ name: input.business.legalName, role: 'BUSINESS', kind: 'organisation', details: { dateOfBirth: null, citizenship: null, country } });
      person(input.business.legalRepresentative, 'LEGAL_REPRESENTATIVE');
      for (const owner of input.business.beneficialOwners) person(owner, 'BENEFICIAL_OWNER');
    }
    return this.screen(names);
  }

  /** A payment contact's account holder: a person or a company, as its userInfo.type says. */
  screenContact(userInfo: { name: string; type: 'NATURAL_PERSON' | 'LEGAL_PERSON'; country: string }): Screening | undefined {
    const kind = userInfo.type === 'NATURAL_PERSON' ? 'person' : 'organisation';
    return this.screen([{ name: userInfo.name, role: 'PAYMENT_CONTACT', kind, details: { dateOfBirth: null, citizenship: null, country: userInfo.country } }]);
  }

  /**
   * The screening of `names`: its hits, best first (none for a clean screening), and the lists it used; undefined only
   * in the sandbox without lists, where nothing is screened.
   */
  private screen(names: ScreenedName[]): Screening | undefined {
    if (!this.matchers) {
      if (this.env === 'production') requireRail(undefined, 'Sanctions screening');
      return undefined;
    }
    const hits: ReviewHitBody[] = [];
    const seen = new Set<string>();
    for (const screened of names) {
      // A representative who is also an owner is one name to review, not two.
      if (seen.has(`${screened.kind}:${screened.name}`)) continue;
      seen.add(`${screened.kind}:${screened.name}`);
      for (const match of this.matchers[screened.kind].match(screened.name, this.threshold).slice(0, HITS_PER_NAME)) {
        const { entry } = match;
        const { list, entNum, programs, countries, remarks } = entry;
        hits.push({
          name: screened.name,
          role: screened.role,
          details: screened.details,
          score: Math.floor(match.score * 1000) / 1000,
          matchedName: match.matchedName,
          // The matchers index individuals and entities only (matcher.ts).
          entry: { list, entNum, name: entry.name, type: entry.kind as 'individual' | 'entity', programs, countries, remarks },
        });
      }
    }
    return {
      hits: hits.sort((a, b) => b.score - a.score),
      threshold: this.threshold,
      listsLoadedAt: this.matchers.snapshot.loadedAt,
      lists: this.matchers.version,
      listsVersion: this.matchers.listsVersion,
    };
  }

  /** Calls `listener` on every reload of the lists, and every reload that failed (for the process's log). */
  onListsEvent(listener: (event: ListsEvent) => void): () => void {
    return this.lists?.onEvent(listener) ?? (() => {});
  }

  /** What /ready says about screening. */
  status():
    | { lists: ReturnType<SanctionsLists['status']>['lists']; loadedAt: string | null; reloadFailedAt: string | null; threshold: number }
    | { lists: []; note: string } {
    if (!this.lists)
      return {
        lists: [],
        note:
          this.env === 'production'
            ? 'no sanctions lists: beneficiaries and payment contacts are refused'
            : 'no sanctions lists configured: nothing is screened',
      };
    return { ...this.lists.status(), threshold: this.threshold };
  }
}
