import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { integratorOf } from '../../http/auth.ts';
import { answerCreated } from '../../http/idempotency.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { ref } from '../../http/schemas.ts';
import { AsOfQuery, BeneficiaryBalanceSchema, parseAsOf } from '../ledger/index.ts';
import type { BeneficiaryFileService } from './files.ts';
import type { KyxService } from './kyx.ts';
import {
  Beneficiary,
  BeneficiaryFile,
  BeneficiaryParams,
  CreateBeneficiaryBody,
  KyxBeneficiaryParams,
  KyxPersonDocuments,
  KyxStep,
  KyxStepParams,
  LocalTargetAccount,
  PutLocalTargetAccountBody,
  UploadFileBody,
  VerificationRecord,
  BeneficiaryPage,
} from './schemas.ts';
import type { BeneficiaryService } from './service.ts';
import type { LocalTargetAccountService } from './target-account.ts';
import { registerUploadForm } from './upload-form.ts';
import { beneficiaryList } from './service.ts';

export interface BeneficiaryRouteOptions {
  beneficiaries: BeneficiaryService;
  kyx: KyxService;
  files: BeneficiaryFileService;
  targetAccounts: LocalTargetAccountService;
}

export async function beneficiaryRoutes(app: FastifyInstance, options: BeneficiaryRouteOptions): Promise<void> {
  const { beneficiaries, kyx, files, targetAccounts } = options;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Beneficiaries'];

  r.post('/v1/beneficiaries', {
    config: { errors: ['callback_url.not_set', 'beneficiary.conflict', 'verification.unavailable', 'rail.not_configured'] },
    schema: {
      operationId: 'createBeneficiary',
      tags,
      summary: 'Create a beneficiary; its verification starts at once',
      description: 'Needs a callback URL (412 otherwise): the verification links arrive by BENEFICIARY_KYC callback.',
      body: CreateBeneficiaryBody,
      response: { 201: ref(Beneficiary) },
    },
    handler: async (request, reply) =>
      answerCreated(request, reply, 201, () => beneficiaries.create(integratorOf(request), request.body), {
        codes: ['beneficiary.conflict'],
        find: (since) => beneficiaries.createdSince(integratorOf(request), request.body.integratorBeneficiaryId, since),
      }),
  });

  r.get('/v1/beneficiaries', {
    config: { errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listBeneficiaries',
      description:
        'A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).',
      tags,
      summary: 'List beneficiaries',
      querystring: listQueryFor(beneficiaryList),
      response: { 200: ref(BeneficiaryPage) },
    },
    handler: async (request) => beneficiaries.list(integratorOf(request), parseListQuery(request.query)),
  });

  r.get('/v1/beneficiaries/:id', {
    config: { errors: ['beneficiary.not_found'] },
    schema: {
      operationId: 'getBeneficiary',
      description: 'status is PENDING while verification runs, CREATED once approved (transfers and payments need it), REJECTED with rejectionReason.',
      tags,
      summary: 'One beneficiary, with its verification status',
      params: BeneficiaryParams,
      response: { 200: ref(Beneficiary) },
    },
    handler: async (request) => beneficiaries.get(integratorOf(request), request.params.id),
  });

  r.get('/v1/beneficiaries/:id/verification', {
    config: { errors: ['beneficiary.not_found'] },
    schema: {
      operationId: 'getBeneficiaryVerification',
      tags: ['Verification'],
      summary: "The beneficiary's verification record and its steps",
      description:
        'Each step with its status, the person it verifies (ownerIdentification), its upload link, partner SDK token and expiresAt: ' +
        'the same record the latest BENEFICIARY_KYC callback carried, read now.',
      params: BeneficiaryParams,
      response: { 200: ref(VerificationRecord) },
    },
    handler: async (request) => kyx.verification(integratorOf(request), request.params.id),
  });

  r.get('/v1/beneficiaries/:id/balances', {
    config: { errors: ['beneficiary.not_found'] },
    schema: {
      operationId: 'getBeneficiaryBalance',
      description:
        'The USDC the beneficiary holds: total, and available (total less funds held for payouts in progress). With asOf, the balance at that past instant, from the journal.',
      tags,
      summary: "The beneficiary's USDC balance",
      params: BeneficiaryParams,
      querystring: AsOfQuery,
      response: { 200: ref(BeneficiaryBalanceSchema) },
    },
    handler: async (request) => beneficiaries.balances(integratorOf(request), request.params.id, parseAsOf(request.query.asOf)),
  });

  r.put('/v1/beneficiaries/:id/localTargetAccount', {
    config: { errors: ['beneficiary.not_found', 'rail.not_configured'] },
    schema: {
      operationId: 'setLocalTargetAccount',
      tags,
      summary: 'Set the local payout account (PIX key in BR, bank account in CO)',
      description: 'Validated asynchronously; the result arrives as a BENEFICIARY_BANK_ACCOUNT_VALIDATION callback.',
      params: BeneficiaryParams,
      body: PutLocalTargetAccountBody,
      response: { 202: ref(LocalTargetAccount) },
    },
    handler: async (request, reply) => reply.code(202).send(await targetAccounts.put(integratorOf(request), request.params.id, request.body)),
  });

  r.get('/v1/beneficiaries/:id/files', {
    config: { errors: ['beneficiary.not_found'] },
    schema: {
      operationId: 'listBeneficiaryFiles',
      tags,
      summary: "A business's verification documents and their review",
      description:
        'Each uploaded document with its review: PENDING until an operator reviews it, ACCEPTED, or REFUSED with refusalReason ' +
        '(upload the type again; the new file is reviewed afresh). A business is approved once every required document is ACCEPTED ' +
        'and its people are verified. Empty for an individual.',
      params: BeneficiaryParams,
      response: { 200: Type.Array(ref(BeneficiaryFile)) },
    },
    handler: async (request) => files.list(integratorOf(request), request.params.id),
  });

  // Only this route takes multipart, so its parser lives in a scope of its own.
  await app.register(async (scope) => {
    await registerUploadForm(scope);
    scope.withTypeProvider<TypeBoxTypeProvider>().post('/v1/beneficiaries/:id/files', {
      config: { errors: ['beneficiary.not_found', 'beneficiary.not_business', 'upload.too_large', 'upload.unsupported_type'] },
      schema: {
        operationId: 'uploadBeneficiaryFile',
        tags,
        summary: 'Upload a business verification document',
        description:
          'One request per document; the three types are all needed, and each is reviewed by an operator (GET /v1/beneficiaries/{id}/files). ' +
          'The same type again replaces the earlier file and its review.',
        consumes: ['multipart/form-data'],
        params: BeneficiaryParams,
        body: UploadFileBody,
        response: { 201: ref(BeneficiaryFile) },
      },
      handler: async (request, reply) => reply.code(201).send(await files.upload(integratorOf(request), request.params.id, request.body)),
    });
  });

  r.post('/v1/kyx-steps/:kyxStepId/regenerate', {
    config: { errors: ['kyx_step.not_found', 'kyx_step.not_regenerable', 'verification.unavailable'] },
    schema: {
      operationId: 'regenerateVerificationStep',
      description: 'For a step still waiting for its person: the old link answers 410 from now on. Sends a BENEFICIARY_KYC callback with the new link.',
      tags: ['Verification'],
      summary: 'A new upload link and SDK token for a step',
      params: KyxStepParams,
      response: { 200: ref(KyxStep) },
    },
    handler: async (request) => kyx.regenerate(integratorOf(request), request.params.kyxStepId),
  });

  r.get('/v1/kyx/:beneficiaryId/documents', {
    config: { errors: ['beneficiary.not_found', 'kyx.not_completed'] },
    schema: {
      operationId: 'listVerificationDocuments',
      description: 'Base64 front and back of each identity document, per person. 412 kyx.not_completed until the verification is complete.',
      tags: ['Verification'],
      summary: 'The identity images captured during verification',
      params: KyxBeneficiaryParams,
      response: { 200: Type.Array(ref(KyxPersonDocuments)) },
    },
    handler: async (request) => kyx.documents(integratorOf(request), request.params.beneficiaryId),
  });
}
