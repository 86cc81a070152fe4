import type { Knex } from 'knex';
import type { IssuedPass, WalletPassStore } from '#application/ports/wallet-passes.ts';

interface PassRow {
  serial_number: string;
  order_id: string;
  leg_index: number;
  authentication_token: string;
}

const issuedOf = (row: PassRow): IssuedPass => ({
  serialNumber: row.serial_number,
  orderId: row.order_id,
  legIndex: row.leg_index,
  authenticationToken: row.authentication_token,
});

/** Wallet passes handed out (`wallet_passes`) and the devices registered for them (`wallet_registrations`). */
export class PostgresWalletPassStore implements WalletPassStore {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async issue(pass: Omit<IssuedPass, 'authenticationToken'>, token: string, at: Date) {
    await this.#knex('wallet_passes')
      .insert({
        serial_number: pass.serialNumber,
        order_id: pass.orderId,
        leg_index: pass.legIndex,
        authentication_token: token,
        created_at: at,
      })
      .onConflict('serial_number')
      .ignore();
    return (await this.find(pass.serialNumber))!;
  }

  async find(serialNumber: string) {
    const row = await this.#knex<PassRow>('wallet_passes').where({ serial_number: serialNumber }).first();
    return row ? issuedOf(row) : null;
  }

  async register(
    registration: { device: string; passType: string; serialNumber: string; pushToken: string },
    at: Date,
  ) {
    const inserted = await this.#knex('wallet_registrations')
      .insert({
        device_library_identifier: registration.device,
        pass_type_identifier: registration.passType,
        serial_number: registration.serialNumber,
        push_token: registration.pushToken,
        created_at: at,
      })
      .onConflict(['device_library_identifier', 'pass_type_identifier', 'serial_number'])
      .merge(['push_token'])
      .returning(this.#knex.raw('(xmax = 0) as created'));
    return inserted[0]?.created ? ('created' as const) : ('existing' as const);
  }

  async unregister(registration: { device: string; passType: string; serialNumber: string }) {
    await this.#knex('wallet_registrations')
      .where({
        device_library_identifier: registration.device,
        pass_type_identifier: registration.passType,
        serial_number: registration.serialNumber,
      })
      .delete();
  }

  async registeredOn(device: string, passType: string) {
    const rows = await this.#knex<PassRow>('wallet_passes')
      .join('wallet_registrations', 'wallet_registrations.serial_number', 'wallet_passes.serial_number')
      .where({
        'wallet_registrations.device_library_identifier': device,
        'wallet_registrations.pass_type_identifier': passType,
      })
      .select('wallet_passes.*')
      .orderBy('wallet_passes.serial_number');
    return rows.map(issuedOf);
  }

  async pushTokensOf(orderId: string) {
    const rows: { push_token: string }[] = await this.#knex('wallet_registrations')
      .join('wallet_passes', 'wallet_passes.serial_number', 'wallet_registrations.serial_number')
      .where('wallet_passes.order_id', orderId)
      .distinct('wallet_registrations.push_token');
    return rows.map((row) => row.push_token);
  }
}
