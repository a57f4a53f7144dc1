// Examples of the main operations for /openapi.json, keyed by operationId: what a request sends and what the answer
// looks like, as a reader of the reference or a generated client sees them. The linters check each against its schema.

const integratorId = '7f3e2a1c-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const beneficiaryId = '0b6c1a4e-8f0e-4b5e-9d7e-2f1c3a4b5c6d';
const simulationId = '5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a';
const transferId = '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d';
const created = '2026-01-15T12:00:00.000Z';

const money = (currencyCode: string, value: string) => ({ currencyCode, value });
const details = {
  taxes: money('BRL', '3.80'),
  conversionDetails: { effectiveTransactionValue: '991.20', exchangeRate: '5.31590000' },
  feeDetails: { totalFees: money('BRL', '5.00'), integratorFee: money('BRL', '0.00') },
};
const pixCopyAndPaste =
  '00020101021226830014br.gov.bcb.pix2561pix.ponte.example/qr/v2/9a8b7c6d5e4f4a3b2c1d0e9f8a7b6c5d52040000530398654071000.005802BR5905PONTE6009SAO PAULO62070503***6304B14F';

const person = {
  firstName: 'Maria',
  lastName: 'Silva',
  idNumber: '52998224725',
  email: 'maria.silva@example.com',
  phoneNumber: '+5511987654321',
  dateOfBirth: '1990-04-12',
  citizenship: 'BR',
  address: { streetOne: 'Rua Augusta 1500', city: 'São Paulo', state: 'SP', zipcode: '01304-001', country: 'BR' },
};

export interface OperationExample {
  request?: unknown;
  /** The answer of the operation's success status. */
  response?: unknown;
}

export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  createAccessToken: {
    request: { grant_type: 'client_credentials', client_id: 'ci_8d2f4a6b', client_secret: 'cs_Qm3v9XrT2pLk7WzN5bYc' },
    response: {
      access_token: 'pt_3q2-7mWcY0kX1n8bQeJv9rT4sLhZ',
      token_type: 'Bearer',
      expires_in: 36000,
      integratorId: '5b0f3c1e-2d4a-4f6b-9c8d-7e1a2b3c4d5e',
    },
  },
  createBeneficiary: {
    request: { integratorBeneficiaryId: 'customer-1042', type: 'INDIVIDUAL', country: 'BR', person },
    response: {
      id: beneficiaryId,
      integratorId,
      integratorBeneficiaryId: 'customer-1042',
      type: 'INDIVIDUAL',
      country: 'BR',
      status: 'PENDING',
      kycVerified: false,
      rejectionReason: null,
      person,
      localTargetAccount: null,
      createdDate: created,
      lastModifiedDate: created,
    },
  },
  createSimulation: {
    request: { amount: { currencyCode: 'BRL', value: 1000 }, beneficiaryId, type: 'ON_RAMP' },
    response: {
      id: simulationId,
      integratorId,
      beneficiaryId,
      from: money('BRL', '1000.00'),
      to: money('USDC', '186.46'),
      transactionDetails: details,
      type: 'ON_RAMP',
      executed: false,
      fundingSource: null,
      createdDate: created,
      expiresAt: '2026-01-15T12:30:00.000Z',
      pixCopyAndPaste,
    },
  },
  createTransfer: {
    request: { simulationId, beneficiaryIp: '203.0.113.7' },
    response: transfer('PENDING'),
  },
  getTransfer: { response: transfer('SUCCEEDED') },
};

function transfer(status: 'PENDING' | 'SUCCEEDED') {
  return {
    id: transferId,
    simulationId,
    integratorId,
    beneficiaryId,
    from: money('BRL', '1000.00'),
    to: money('USDC', '186.46'),
    transactionDetails: details,
    type: 'ON_RAMP',
    status,
    statusReason: null,
    fundingSource: null,
    createdBy: integratorId,
    createdDate: created,
    lastModifiedBy: status === 'PENDING' ? integratorId : 'system',
    lastModifiedDate: status === 'PENDING' ? created : '2026-01-15T12:04:10.000Z',
    pixCopyAndPaste,
  };
}
