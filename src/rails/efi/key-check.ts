// Owns how a PIX key is checked where Efí pays out: Efí documents no directory lookup to call before paying (its
// send's `favorecido` takes the holder's CPF or CNPJ instead, and Efí refuses the send when the key is not theirs:
// chave_nao_pertence_ao_documento). So a key is accepted on its form here, and its holder is enforced by Efí at the
// payout, which then fails with Efí's reason and releases the funds, as a rejection does. Nothing is paid to a key the
// beneficiary does not hold; what is lost is only the early answer a directory would give.
import type { AccountLookup } from '../capabilities/account-lookup.ts';
import type { PixKey, PixKeyDirectory } from '../capabilities/pix-key-directory.ts';

export class EfiPayoutTimeKeyCheck implements PixKeyDirectory {
  async lookup(_key: PixKey): Promise<AccountLookup> {
    return { found: true, holderDocument: null };
  }
}
