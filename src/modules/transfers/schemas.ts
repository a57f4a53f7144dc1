// The transfers module's request and response shapes (contract sections 4 and 8): TypeBox schemas that the server
// validates with and that OpenAPI publishes. Amounts in requests are read exactly by `money.ts`; amounts in responses
// are decimal strings with 2 decimals, rates with 8.
import { Type, type Static, type TSchema } from 'typebox';
import { AmountValue, forbids, Id, Timestamp, PageNamed, when } from '../../http/schemas.ts';
import { CURRENCY_CODES } from '../../money.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const TransferType = Type.Enum(['ON_RAMP', 'OFF_RAMP']);
export const FundingSource = Type.Enum(['BENEFICIARY_BALANCE', 'EXTERNAL_WALLET'], {
  description: 'OFF_RAMP only: BENEFICIARY_BALANCE (default, direct) or EXTERNAL_WALLET (the integrator sends USDC on-chain)',
});
export const TransferStatus = Type.Enum(['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED']);

const AmountText = Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', examples: ['100.00'] });
const RateText = Type.String({ pattern: '^[0-9]+\\.[0-9]{8}$', description: 'The price of 1 USDC in the local currency', examples: ['5.31590000'] });

export const MoneyAmount = Type.Object({ currencyCode: Type.Enum(CURRENCY_CODES), value: AmountText });

export const TransactionDetails = Type.Object({
  taxes: MoneyAmount,
  conversionDetails: Type.Object({
    effectiveTransactionValue: Type.String({ description: 'from less fees and taxes, in the currency of from: what is converted' }),
    exchangeRate: RateText,
  }),
  feeDetails: Type.Object({ totalFees: MoneyAmount, integratorFee: MoneyAmount }),
});

export const CreateSimulationBody = Type.Object(
  {
    amount: Type.Object(
      {
        currencyCode: Type.String({ minLength: 1, maxLength: 8, description: "ON_RAMP: the beneficiary's home currency (BRL, COP); OFF_RAMP: USDC" }),
        value: AmountValue,
      },
      { additionalProperties: false },
    ),
    beneficiaryId: Id,
    type: TransferType,
    fundingSource: Type.Optional(FundingSource),
  },
  {
    additionalProperties: false,
    // As requests.ts checks it: an ON_RAMP is paid in local currency, so it has no funding source.
    allOf: [when('type', 'ON_RAMP', forbids('fundingSource', 'applies to OFF_RAMP only'))],
    examples: [{ amount: { currencyCode: 'BRL', value: 1000 }, beneficiaryId: '0b6c1a4e-8f0e-4b5e-9d7e-2f1c3a4b5c6d', type: 'ON_RAMP' }],
  },
);
export type CreateSimulationInput = Static<typeof CreateSimulationBody>;

const TargetPixKey = Type.String({ description: "BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to" });
export const TargetBankAccount = Type.Object(
  {
    bankCode: Type.String(),
    accountType: Type.Enum(['CHECKING', 'SAVINGS']),
    accountNumber: Type.String(),
  },
  { description: "CO OFF_RAMP: the beneficiary's validated bank account the payout goes to" },
);
const TargetBrebKey = Type.String({
  description: "CO OFF_RAMP: the beneficiary's validated Bre-B key the payout goes to (its holder resolved at the provider)",
});

export const Simulation = Type.Object(
  {
    id: Type.String({ description: 'The simulationId that creates the transfer' }),
    integratorId: Type.String(),
    beneficiaryId: Type.String(),
    from: MoneyAmount,
    to: Type.Object({ ...MoneyAmount.properties }, { description: 'Indicative: the transfer executes at the latest rate' }),
    transactionDetails: TransactionDetails,
    type: TransferType,
    executed: Type.Boolean({ description: 'True once a transfer was created from it' }),
    fundingSource: Nullable(FundingSource),
    createdDate: Timestamp,
    expiresAt: Timestamp,
    pixCopyAndPaste: Type.Optional(
      Type.String({
        description:
          'BR ON_RAMP: the BR Code the transfer made from this simulation will carry, for exactly from.value. It becomes payable when that ' +
          'transfer is created; a PIX received before then is not credited to any transfer.',
      }),
    ),
    targetPixKey: Type.Optional(TargetPixKey),
    targetBankAccount: Type.Optional(TargetBankAccount),
    targetBrebKey: Type.Optional(TargetBrebKey),
  },
  { $id: 'Simulation', description: 'The indicative amounts, fees and rate of a transfer not yet made' },
);

const IpAddress = Type.Union([Type.String({ format: 'ipv4' }), Type.String({ format: 'ipv6' })], {
  description: "The IP address, v4 or v6, from which the integrator received the beneficiary's request",
});

export const PseRequest = Type.Object(
  {
    bankCode: Type.String({ pattern: '^[0-9]{1,4}$', description: "The payer's bank, by its PSE financial institution code" }),
    redirectUrl: Type.String({ format: 'uri', pattern: '^https://', maxLength: 2000, description: 'Where PSE sends the payer back, paid or not' }),
  },
  {
    additionalProperties: false,
    description:
      'CO ON_RAMP only: pay by PSE instead of Bre-B. The transfer is created with a PSE pay-in intent for exactly from.value, and ' +
      'bankDepositInstructions.paymentLink is where to send the payer.',
  },
);

export const CreateTransferBody = Type.Object(
  {
    simulationId: Id,
    beneficiaryIp: Type.Optional(IpAddress),
    pse: Type.Optional(PseRequest),
  },
  { additionalProperties: false },
);

export const BankDepositInstructions = Type.Object({
  bankName: Type.String(),
  accountType: Type.Enum(['CHECKING', 'SAVINGS']),
  accountNumber: Type.String(),
  reference: Type.String({ description: 'Unique to this transfer: the payer writes it on the deposit' }),
  paymentLink: Type.Optional(
    Type.String({ description: 'Paid by PSE: where to send the payer (the PSE intent’s page); accountNumber and reference then name the intent' }),
  ),
});

export const Transfer = Type.Object(
  {
    id: Type.String(),
    simulationId: Type.String(),
    integratorId: Type.String(),
    beneficiaryId: Type.String(),
    from: MoneyAmount,
    to: Type.Object({ ...MoneyAmount.properties }, { description: 'An estimate at the latest rate while PENDING; final from SUCCEEDED' }),
    transactionDetails: Type.Object({ ...TransactionDetails.properties }, { description: 'Estimates while PENDING; final from SUCCEEDED' }),
    type: TransferType,
    status: TransferStatus,
    statusReason: Nullable(Type.String({ description: 'Why the transfer is FAILED or CANCELLED' })),
    fundingSource: Nullable(FundingSource),
    createdBy: Type.String(),
    createdDate: Timestamp,
    lastModifiedBy: Type.String(),
    lastModifiedDate: Timestamp,
    pixCopyAndPaste: Type.Optional(
      Type.String({ description: 'BR ON_RAMP: the BR Code to pay, for exactly from.value, payable once. The receiving entity is the service.' }),
    ),
    bankDepositInstructions: Type.Optional(Type.Object({ ...BankDepositInstructions.properties }, { description: 'CO ON_RAMP: where to deposit from.value' })),
    targetPixKey: Type.Optional(TargetPixKey),
    targetBankAccount: Type.Optional(TargetBankAccount),
    targetBrebKey: Type.Optional(TargetBrebKey),
    fundingWallet: Type.Optional(
      Type.String({
        pattern: '^0x[0-9a-fA-F]{40}$',
        description: 'EXTERNAL_WALLET OFF_RAMP: the EIP-55 address of this transfer alone, where to send from.value in USDC',
      }),
    ),
    transactionHash: Type.Optional(Type.String({ description: 'EXTERNAL_WALLET OFF_RAMP: the linked chain transaction' })),
  },
  { $id: 'Transfer', description: 'A conversion between a local currency and USDC for a beneficiary' },
);

export const TransferParams = Type.Object({ id: Id });

/** What the payer sends; from.value when absent. Any other amount fails the transfer. */
export const TransactionHash = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'A chain transaction hash: 0x and 64 hex digits' });

export const LinkTransactionHashBody = Type.Object({ transactionHash: TransactionHash }, { additionalProperties: false });

/** Money in callback data: a JSON number with the amount's exact digits (contract section 4), not a decimal string. */
const CallbackMoney = Type.Object({ currencyCode: Type.Enum(CURRENCY_CODES), value: Type.Number({ examples: [100.5] }) });

/** The data of an ON_RAMP or OFF_RAMP event: the transfer in the interface's callback form (transferCallbackData). */
export const TransferEventData = Type.Object(
  {
    id: Type.String(),
    simulationId: Type.String(),
    integratorId: Type.String(),
    beneficiaryId: Type.String(),
    from: CallbackMoney,
    to: CallbackMoney,
    type: TransferType,
    status: TransferStatus,
    marketExchangeRate: Type.Number({ description: 'The market price of 1 USDC in the local currency' }),
    exchangeRate: Type.Number({ description: 'The price of 1 USDC in the local currency the transfer executed at' }),
    fees: CallbackMoney,
    finalTransactionHash: Nullable(Type.String({ description: 'The chain transaction that moved the USDC, when there is one' })),
    effectiveTransactionValue: Type.Number({ description: 'from less fees and taxes: what was converted' }),
  },
  { $id: 'TransferEventData', description: 'The transfer as ON_RAMP and OFF_RAMP callbacks carry it; amounts are JSON numbers' },
);

/** A page of Transfers, named for generators. */
export const TransferPage = PageNamed(Transfer);
