// What a payout rail answers about an account before any money is sent to it: whether it exists, and whose it is.
// The domain decides what that means for a beneficiary (the holder must be the beneficiary's own document).

export type AccountLookup =
  | { found: false; reason: string }
  /** `holderDocument` is the CPF, CNPJ or NIT of the holder, or null when the rail does not say. */
  | { found: true; holderDocument: string | null };
