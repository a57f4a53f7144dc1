// The sandbox's own receiving accounts: where its on-ramps are "paid". A production deployment configures its PSP's
// account in their place.
import type { CollectionAccount } from '../capabilities/cop-deposits.ts';
import type { PixReceivingAccount } from '../capabilities/pix-collection.ts';

/** An EVP key. */
export const SANDBOX_PIX_ACCOUNT: PixReceivingAccount = {
  pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'Ponte Pagamentos',
  merchantCity: 'São Paulo',
};

export const SANDBOX_COLLECTION_ACCOUNT: CollectionAccount = { bankName: 'Bancolombia', accountType: 'CHECKING', accountNumber: '69812345678' };
