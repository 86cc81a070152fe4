import type { Knex } from 'knex';
import type {
  AddressSignInRepository,
  NewAddressSignIn,
  RedeemedSignIn,
} from '#application/ports/address-sign-in-repository.ts';

export class PostgresAddressSignInRepository implements AddressSignInRepository {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async add(signIn: NewAddressSignIn) {
    await this.#knex('address_sign_ins').insert({
      id: signIn.id,
      email: signIn.email,
      reference: signIn.reference,
      token_hash: signIn.tokenHash,
      expires_at: signIn.expiresAt,
      created_at: signIn.createdAt,
    });
  }

  async redeem(tokenHash: string, at: Date, proof: { hash: string; expiresAt: Date }) {
    const [row] = await this.#knex('address_sign_ins')
      .where({ token_hash: tokenHash })
      .whereNull('redeemed_at')
      .where('expires_at', '>', at)
      .update({ redeemed_at: at, proof_hash: proof.hash, proof_expires_at: proof.expiresAt })
      .returning(['email', 'reference']);
    return row ? ({ email: row.email, reference: row.reference } satisfies RedeemedSignIn) : null;
  }

  async addressOfProof(proofHash: string, at: Date) {
    const row = await this.#knex('address_sign_ins')
      .where({ proof_hash: proofHash })
      .where('proof_expires_at', '>', at)
      .first('email');
    return row ? (row.email as string) : null;
  }
}
