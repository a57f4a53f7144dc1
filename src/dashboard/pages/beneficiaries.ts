// Beneficiaries: the list (the API's list service, with its filters, sort and paging) and one beneficiary with its
// verification steps and links, documents, payout account and balance. Another integrator's id is "not found".
import type { Beneficiary, VerificationRecord } from '../../modules/beneficiaries/index.ts';
import { beneficiaryName, noticeOf, queryOf, render, type Dashboard, type SignedIn } from '../context.ts';
import { csrfField } from '../../web/csrf.ts';
import { badge, html, safeHref, time, withQuery, type SafeHtml } from '../html.ts';
import { exportForm } from './exports.ts';
import { renderList, table } from './lists.ts';
import type { FilterSpec } from '../filters.ts';

const PATH = '/dashboard/beneficiaries';

const FILTERS: FilterSpec = {
  path: PATH,
  noun: 'beneficiaries',
  selects: [
    { name: 'status', label: 'Status', field: 'status', options: ['PENDING', 'CREATED', 'REJECTED'] },
    {
      name: 'type',
      label: 'Type',
      field: 'type',
      options: [
        ['INDIVIDUAL', 'Person'],
        ['BUSINESS', 'Business'],
      ],
    },
    {
      name: 'country',
      label: 'Country',
      field: 'country',
      options: [
        ['BR', 'Brazil'],
        ['CO', 'Colombia'],
      ],
    },
  ],
  texts: [{ name: 'reference', label: 'Your reference', field: 'integratorBeneficiaryId' }],
  dateField: 'createdDate',
  quick: [
    ['All', undefined],
    ['Pending', 'PENDING'],
    ['Created', 'CREATED'],
    ['Rejected', 'REJECTED'],
  ],
  sorts: [
    ['createdDate,desc', 'Newest first'],
    ['createdDate,asc', 'Oldest first'],
    ['lastModifiedDate,desc', 'Recently changed'],
    ['integratorBeneficiaryId,asc', 'Your reference (A–Z)'],
    ['status,asc', 'Status'],
  ],
};

function row(beneficiary: Beneficiary): SafeHtml {
  return html`<tr>
  <td><a href="${PATH}/${beneficiary.id}">${beneficiaryName(beneficiary)}</a></td>
  <td>${beneficiary.integratorBeneficiaryId}</td>
  <td>${beneficiary.type}</td>
  <td>${beneficiary.country}</td>
  <td>${badge(beneficiary.status)}</td>
  <td>${time(beneficiary.createdDate)}</td>
</tr>`;
}

function address(value: { streetOne: string; streetTwo?: string | undefined; city: string; state: string; zipcode: string; country: string }): string {
  return [value.streetOne, value.streetTwo, `${value.zipcode} ${value.city}`, value.state, value.country].filter(Boolean).join(', ');
}

function personDetails(person: NonNullable<Beneficiary['person']>): SafeHtml {
  return html`<dl class="details">
  <dt>Name</dt><dd>${person.firstName} ${person.lastName}</dd>
  <dt>Document</dt><dd>${person.idNumber}</dd>
  <dt>Email</dt><dd>${person.email}</dd>
  <dt>Phone</dt><dd>${person.phoneNumber}</dd>
  <dt>Date of birth</dt><dd>${person.dateOfBirth}</dd>
  <dt>Citizenship</dt><dd>${person.citizenship}</dd>
  <dt>Address</dt><dd>${address(person.address)}</dd>
</dl>`;
}

function businessDetails(business: NonNullable<Beneficiary['business']>): SafeHtml {
  const owners = business.beneficialOwners.map(
    (owner) => html`<tr><td>${owner.firstName} ${owner.lastName}</td><td>${owner.idNumber}</td><td>${owner.ownershipPercentage}%</td></tr>`,
  );
  return html`<dl class="details">
  <dt>Legal name</dt><dd>${business.legalName}</dd>
  <dt>Tax id</dt><dd>${business.taxId}</dd>
  <dt>Email</dt><dd>${business.email}</dd>
  <dt>Phone</dt><dd>${business.phoneNumber}</dd>
  <dt>Address</dt><dd>${address(business.address)}</dd>
  <dt>Legal representative</dt><dd>${business.legalRepresentative.firstName} ${business.legalRepresentative.lastName} (${business.legalRepresentative.idNumber})</dd>
</dl>
<h3>Beneficial owners</h3>
${table('Beneficial owners', ['Name', 'Document', 'Ownership'], owners, 'No beneficial owners.')}`;
}

function verificationSection(d: Dashboard, viewer: SignedIn, beneficiary: Beneficiary, record: VerificationRecord): SafeHtml {
  const rows = record.steps.map((step) => {
    const tools =
      d.sandbox && step.status === 'PENDING' && beneficiary.status === 'PENDING'
        ? html`<div class="inline-actions">${(['APPROVED', 'REJECTED'] as const).map(
            (result) => html`<form method="post" action="/dashboard/sandbox/kyx-steps/${step.id}">
  ${csrfField(viewer.csrfToken)}
  <input type="hidden" name="beneficiaryId" value="${beneficiary.id}">
  <input type="hidden" name="result" value="${result}">
  <button type="submit" class="${result === 'APPROVED' ? 'small' : 'small secondary'}">${result === 'APPROVED' ? 'Approve' : 'Reject'}<span class="visually-hidden"> the step of ${step.ownerIdentification}</span></button>
</form>`,
          )}</div>`
        : '';
    return html`<tr>
  <td>${step.ownerIdentification}</td>
  <td>${badge(step.status)}</td>
  <td>${step.status === 'PENDING' ? html`<a href="${safeHref(step.uploadLink)}" rel="noreferrer">Upload link</a>` : html`<span class="muted">Used</span>`}</td>
  <td>${time(step.expiresAt)}</td>
  <td>${step.acceptedDocs?.join(', ') ?? '—'}</td>
  ${d.sandbox ? html`<td>${tools || html`<span class="muted">—</span>`}</td>` : ''}
</tr>`;
  });
  const headers = ['Person', 'Status', 'Link', 'Link expires', 'Accepted documents', ...(d.sandbox ? ['Sandbox'] : [])];
  const errors = record.errors.map((error) => html`<li>${error.ownerIdentification}: ${error.message}</li>`);
  return html`<section class="card" aria-labelledby="verification-title">
  <h2 id="verification-title">Verification</h2>
  <p>Status: ${badge(record.status ?? 'PENDING')}. Each person verifies through their upload link; the result arrives as a BENEFICIARY_KYC event.</p>
  ${table('Verification steps', headers, rows, 'No verification steps.')}
  ${errors.length > 0 ? html`<ul class="errors-list">${errors}</ul>` : ''}
  ${d.sandbox && beneficiary.status === 'PENDING' ? html`<p class="hint">Sandbox: approve or reject a step here, as the verification partner would.</p>` : ''}
</section>`;
}

export function registerBeneficiaryPages(d: Dashboard): void {
  const { beneficiaries, kyx, beneficiaryFiles } = d.services;

  d.get('/beneficiaries', async (request, reply, viewer) => {
    const query = queryOf(request);
    return renderList(d, reply, viewer, {
      title: 'Beneficiaries',
      section: 'beneficiaries',
      intro: 'People and businesses you created through the API. Open one to follow its verification.',
      aside: exportForm('balance-movements', {
        title: 'Export balance movements',
        button: 'Export CSV',
        what: 'every change to your beneficiaries’ USDC balances (credits, debits, holds), with the balance after each',
      }),
      filters: FILTERS,
      query,
      load: (list) => beneficiaries.list(viewer.integratorId, list),
      headers: ['Name', 'Your reference', 'Type', 'Country', 'Status', 'Created'],
      rows: (items) => items.map(row),
      empty: 'No beneficiaries match.',
    });
  });

  d.get('/beneficiaries/:id', async (request, reply, viewer) => {
    const { id } = request.params as { id: string };
    const beneficiary = await beneficiaries.get(viewer.integratorId, id);
    const [record, balance, files, identity] = await Promise.all([
      kyx.verification(viewer.integratorId, id),
      beneficiaries.balances(viewer.integratorId, id),
      beneficiary.type === 'BUSINESS' ? beneficiaryFiles.list(viewer.integratorId, id) : Promise.resolve([]),
      beneficiary.status === 'CREATED' ? kyx.documents(viewer.integratorId, id) : Promise.resolve([]),
    ]);
    const account = beneficiary.localTargetAccount;
    const fileRows = files.map(
      (file) =>
        html`<tr><td>${file.type}</td><td>${file.name}</td><td>${file.documentOwner}</td><td>${file.contentType}</td><td>${file.size} bytes</td><td>${time(file.createdDate)}</td></tr>`,
    );
    const images = identity.flatMap((person) =>
      person.files.flatMap((file) =>
        [file.front, file.back]
          .filter((image): image is string => image !== null)
          .map(
            (image, side) => html`<figure>
  <img src="data:image/${file.fileType === 'jpg' ? 'jpeg' : 'png'};base64,${image}" alt="${file.type} ${side === 0 ? 'front' : 'back'} of ${person.personId}" width="96" height="60">
  <figcaption>${person.personId} · ${file.type} ${side === 0 ? 'front' : 'back'}</figcaption>
</figure>`,
          ),
      ),
    );
    const content = html`<p><a href="${PATH}">← All beneficiaries</a></p>
<div class="grid">
<section class="card" aria-labelledby="summary-title">
  <h2 id="summary-title">Summary</h2>
  <dl class="details">
    <dt>Status</dt><dd>${badge(beneficiary.status)}</dd>
    <dt>Type</dt><dd>${beneficiary.type}</dd>
    <dt>Country</dt><dd>${beneficiary.country}</dd>
    <dt>Your reference</dt><dd>${beneficiary.integratorBeneficiaryId}</dd>
    <dt>Id</dt><dd><code>${beneficiary.id}</code></dd>
    <dt>KYC verified</dt><dd>${beneficiary.kycVerified ? 'Yes' : 'No'}</dd>
    ${beneficiary.rejectionReason ? html`<dt>Rejection reason</dt><dd>${beneficiary.rejectionReason}</dd>` : ''}
    <dt>Created</dt><dd>${time(beneficiary.createdDate)}</dd>
    <dt>Last changed</dt><dd>${time(beneficiary.lastModifiedDate)}</dd>
  </dl>
</section>
<section class="card" aria-labelledby="balance-title">
  <h2 id="balance-title">Balance</h2>
  <dl class="details">
    <dt>Total</dt><dd>${balance.total} ${balance.currencyCode}</dd>
    <dt>Available</dt><dd>${balance.available} ${balance.currencyCode}</dd>
  </dl>
  <h3>Payout account</h3>
  ${
    account
      ? html`<dl class="details">
    ${account.pixKey ? html`<dt>PIX key</dt><dd>${account.pixKey} (${account.pixKeyType ?? ''})</dd>` : ''}
    ${account.bankAccount ? html`<dt>Bank account</dt><dd>Bank ${account.bankAccount.bankCode}, ${account.bankAccount.accountType}, ${account.bankAccount.accountNumber}</dd>` : ''}
    ${account.brebKey ? html`<dt>Bre-B key</dt><dd>${account.brebKey}</dd>` : ''}
    <dt>Validation</dt><dd>${badge(account.status)}${account.message ? html` ${account.message}` : ''}</dd>
  </dl>`
      : html`<p class="muted">None yet: set one with <code>PUT /v1/beneficiaries/{id}/localTargetAccount</code>.</p>`
  }
  <p><a href="${withQuery('/dashboard/transfers', { beneficiary: beneficiary.id })}">Transfers of this beneficiary</a> ·
  <a href="${withQuery('/dashboard/payments', { beneficiary: beneficiary.id })}">payments</a> ·
  <a href="${withQuery('/dashboard/payment-contacts', { beneficiary: beneficiary.id })}">payment contacts</a> ·
  <a href="${withQuery('/dashboard/payments-in', { beneficiary: beneficiary.id })}">payments in</a></p>
</section>
</div>
${exportForm('balance-movements', {
  title: 'Export balance movements',
  button: 'Export CSV',
  what: 'every change to this beneficiary’s USDC balance (credits, debits, holds), with the balance after each',
  beneficiaryId: beneficiary.id,
})}
<section class="card" aria-labelledby="holder-title">
  <h2 id="holder-title">${beneficiary.person ? 'Person' : 'Business'}</h2>
  ${beneficiary.person ? personDetails(beneficiary.person) : beneficiary.business ? businessDetails(beneficiary.business) : ''}
</section>
${verificationSection(d, viewer, beneficiary, record)}
<section class="card" aria-labelledby="documents-title">
  <h2 id="documents-title">Documents</h2>
  ${
    beneficiary.type === 'BUSINESS'
      ? html`<h3>Business documents</h3>
  ${table('Business documents', ['Type', 'Name', 'Owner', 'Content type', 'Size', 'Uploaded'], fileRows, 'None uploaded yet: a business needs its three documents (POST /v1/beneficiaries/{id}/files).')}`
      : ''
  }
  <h3>Identity images</h3>
  ${
    beneficiary.status === 'CREATED'
      ? images.length > 0
        ? html`<div class="images">${images}</div>`
        : html`<p class="muted">No images were captured.</p>`
      : html`<p class="muted">The images captured during verification are available once the beneficiary is CREATED.</p>`
  }
</section>`;
    return render(d, reply, viewer, { title: beneficiaryName(beneficiary), section: 'beneficiaries', notice: noticeOf(request) }, content);
  });
}
