// The console's pages, in the order of its navigation. Adding a page is two steps: write pages/<name>.ts exporting a
// ConsolePage (its navigation item, if it has one, and `register(c)`, which adds its routes with c.get and c.post:
// signed in, CSRF-checked; a change goes through its service with `operatorActor(viewer.operator.id, request.id)`,
// which writes the audit log), then list it here.
import type { ConsolePage } from './page.ts';
import { approvalsPage } from './approvals.ts';
import { auditPage } from './audit.ts';
import { corridorsPage } from './corridors.ts';
import { documentsPage } from './documents.ts';
import { exceptionsPage } from './exceptions.ts';
import { integratorsPage } from './integrators.ts';
import { ledgerPage } from './ledger.ts';
import { liquidityPage } from './liquidity.ts';
import { operatorsPage } from './operators.ts';
import { overviewPage } from './overview.ts';
import { reconciliationPage } from './reconciliation.ts';
import { reviewsPage } from './reviews.ts';
import { searchPage } from './search.ts';
import { storyPages } from './story.ts';

export type { ConsolePage } from './page.ts';

export const CONSOLE_PAGES: ConsolePage[] = [
  overviewPage,
  approvalsPage,
  exceptionsPage,
  reviewsPage,
  documentsPage,
  integratorsPage,
  corridorsPage,
  reconciliationPage,
  liquidityPage,
  ledgerPage,
  auditPage,
  operatorsPage,
  storyPages,
  searchPage,
];
