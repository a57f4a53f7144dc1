// Business documents: the queue of businesses whose documents wait for a review (the longest waiting first), and one
// business with what it declared (legal name, CNPJ or NIT, country) beside each document it uploaded, each viewable,
// and a form per document to ACCEPT it or REFUSE it with the reason the integrator is told. A decision goes through
// BeneficiaryFileService.review with the operator's account as the actor (the service writes the audit entry in the
// decision's transaction): one step, as a compliance decision that moves no money.
import type { FastifyReply } from 'fastify';
import { statusOf } from '../../http/errors.ts';
import { DocumentReviewBody } from '../../modules/beneficiaries/index.ts';
import { csrfField } from '../../web/csrf.ts';
import { attempt, checkForm, errorMessage, formOf } from '../../web/forms.ts';
import { badge, html, time, type HtmlValue, type SafeHtml } from '../../web/html.ts';
import { table } from '../../web/lists.ts';
import { actorName, consoleActor, noticeOf, paths, redirectWithNotice, render, shortId, type Console, type SignedIn } from '../context.ts';
import type { ConsolePage } from './page.ts';

const PATH = '/ops/documents';
const LABELS = { '/decision': 'Decision', '/reason': 'Reason' };
const TYPE_LABELS: Record<string, string> = {
  INCORPORATION_CERTIFICATE: 'Incorporation certificate',
  TAX_REGISTRATION: 'Tax registration',
  BUSINESS_BANK_ACCOUNT: 'Business bank account',
};
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

type Business = Awaited<ReturnType<Console['services']['beneficiaryFiles']['underReview']>>;
type Document = Business['documents'][number];

function reviewForm(viewer: SignedIn, document: Document, values: Record<string, string>): SafeHtml {
  const id = document.id;
  const choice = (value: 'ACCEPT' | 'REFUSE', label: string, says: string) =>
    html`<div class="choice"><input type="radio" id="decision-${value}-${id}" name="decision" value="${value}" required${values.decision === value ? html` checked` : ''}>
    <label for="decision-${value}-${id}"><strong>${label}</strong>: ${says}</label></div>`;
  return html`<form method="post" action="${PATH}/files/${id}/review" data-confirm="A decision is final for this upload. Go on?">
    ${csrfField(viewer.csrfToken)}
    <fieldset>
      <legend>Decision on the ${TYPE_LABELS[document.type]}</legend>
      ${choice('ACCEPT', 'Accept', 'it is legible, genuine and matches what the business declared.')}
      ${choice('REFUSE', 'Refuse', 'the integrator is told the reason and uploads the type again.')}
    </fieldset>
    <div class="field">
      <label for="reason-${id}">Reason (to refuse)</label>
      <textarea id="reason-${id}" name="reason" maxlength="500" aria-describedby="reason-hint-${id}">${values.reason ?? ''}</textarea>
      <p id="reason-hint-${id}" class="hint">Sent to the integrator as written: say what is wrong (illegible, expired, another company's CNPJ), never internal notes.</p>
    </div>
    <button type="submit">Record the decision</button>
  </form>`;
}

async function documentCard(c: Console, viewer: SignedIn, document: Document, values: Record<string, string>): Promise<SafeHtml> {
  return html`<section class="card" aria-labelledby="document-${document.id}">
  <h2 id="document-${document.id}">${TYPE_LABELS[document.type]} ${badge(document.status)}</h2>
  <dl class="details">
    <dt>File</dt><dd><a href="${PATH}/files/${document.id}" target="_blank" rel="noopener">View the ${EXTENSIONS[document.contentType]} (${document.size} bytes)</a></dd>
    <dt>Uploaded</dt><dd>${time(document.createdDate)}</dd>
    ${
      document.status === 'PENDING'
        ? ''
        : html`<dt>Reviewed by</dt><dd>${document.reviewedBy ? await actorName(c, document.reviewedBy) : '—'}</dd>
    <dt>Reviewed</dt><dd>${time(document.reviewedDate)}</dd>
    ${document.refusalReason ? html`<dt>Reason</dt><dd>${document.refusalReason}</dd>` : ''}`
    }
  </dl>
  ${document.status === 'PENDING' ? reviewForm(viewer, document, values) : ''}
</section>`;
}

export const documentsPage: ConsolePage = {
  nav: { section: 'documents', label: 'Documents', path: PATH },
  register(c) {
    const files = c.services.beneficiaryFiles;

    c.get('/documents', async (_request, reply, viewer) => {
      const queue = await files.reviewQueue();
      const rows = queue.map(
        (item) => html`<tr>
  <td><a href="${PATH}/${item.beneficiaryId}" title="${item.beneficiaryId}">${item.legalName}</a></td>
  <td>${item.country}</td>
  <td><a href="${paths.integrator(item.integratorId)}" title="${item.integratorId}">${shortId(item.integratorId)}</a></td>
  <td class="amount">${item.pending}</td>
  <td>${time(item.oldestUpload)}</td>
</tr>`,
      );
      const content = html`<p>Businesses whose verification documents wait for a review, the longest waiting first. A business is approved only once each required document is accepted and its people are verified.</p>
${table('Businesses to review', ['Business', 'Country', 'Integrator', 'Documents to review', 'Waiting since'], rows, 'No document waits for a review.')}`;
      return render(c, reply, viewer, { title: 'Business documents', section: 'documents' }, content);
    });

    const showBusiness = async (
      reply: FastifyReply,
      viewer: SignedIn,
      id: string,
      options: { notice?: string | undefined; error?: HtmlValue; status?: number; values?: Record<string, string>; fileId?: string } = {},
    ) => {
      const { beneficiary, documents, missing } = await files.underReview(id);
      const business = beneficiary.business!;
      const cards: SafeHtml[] = [];
      for (const document of documents) cards.push(await documentCard(c, viewer, document, document.id === options.fileId ? (options.values ?? {}) : {}));
      const content = html`<p><a href="${PATH}">← Business documents</a></p>
<section class="card" aria-labelledby="business-title">
  <h2 id="business-title">What the business declared</h2>
  <dl class="details">
    <dt>Legal name</dt><dd>${business.legalName}</dd>
    <dt>${beneficiary.country === 'BR' ? 'CNPJ' : 'NIT'}</dt><dd><code>${business.taxId}</code></dd>
    <dt>Country</dt><dd>${beneficiary.country}</dd>
    <dt>Status</dt><dd>${badge(beneficiary.status)}</dd>
    <dt>Integrator</dt><dd><a href="${paths.integrator(beneficiary.integrator_id)}"><code>${beneficiary.integrator_id}</code></a></dd>
    <dt>Beneficiary id</dt><dd><code>${beneficiary.id}</code></dd>
    ${missing.length > 0 ? html`<dt>Not uploaded yet</dt><dd>${missing.map((type) => TYPE_LABELS[type]).join(', ')}</dd>` : ''}
  </dl>
</section>
${cards.length > 0 ? cards : html`<p class="empty">No document uploaded yet.</p>`}`;
      return render(
        c,
        reply,
        viewer,
        { title: `Documents of ${business.legalName}`, section: 'documents', notice: options.notice, error: options.error },
        content,
        options.status,
      );
    };

    c.get('/documents/:id', async (request, reply, viewer) =>
      showBusiness(reply, viewer, (request.params as { id: string }).id, { notice: noticeOf(request) }),
    );

    // The document itself, as uploaded: its type is the one its bytes showed at upload, never the client's word.
    c.get('/documents/files/:fileId', async (request, reply) => {
      const file = await files.content((request.params as { fileId: string }).fileId);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${file.type.toLowerCase()}.${EXTENSIONS[file.contentType]}"`)
        .type(file.contentType)
        .send(file.data);
    });

    c.post('/documents/files/:fileId/review', async (request, reply, viewer) => {
      const { fileId } = request.params as { fileId: string };
      const values = formOf(request);
      const file = await files.content(fileId);
      const result = await attempt(async () => {
        const input = checkForm(DocumentReviewBody, { decision: values.decision, ...(values.reason ? { reason: values.reason } : {}) });
        return files.review(fileId, input, consoleActor(request, viewer));
      });
      if (!result.ok) {
        return showBusiness(reply, viewer, file.beneficiaryId, {
          error: errorMessage(result.error, LABELS),
          status: statusOf(result.error),
          values,
          fileId,
        });
      }
      return redirectWithNotice(reply, `${PATH}/${file.beneficiaryId}`, result.value.status === 'ACCEPTED' ? 'document-accepted' : 'document-refused');
    });
  },
};
