import type { Clock } from '#application/ports/clock.ts';
import type {
  Courier,
  CourierError,
  CreatedVoucher,
  Shipment,
  ShipmentEvent,
  TrackedVoucher,
} from '#application/ports/courier.ts';
import type { Logger } from '#application/ports/logger.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { businessDay } from '#domain/site/business-day.ts';
import {
  type AcsEnvelope,
  checkpointSchema,
  createdVoucherSchema,
  errorOf,
  readEnvelope,
  trackingSummarySchema,
} from './acs-answers.ts';
import { athensInstant } from './athens-time.ts';

export interface AcsCourierDeps {
  /** `https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest`, or a fake in tests. */
  url: string;
  apiKey: string;
  companyId: string;
  companyPassword: string;
  userId: string;
  userPassword: string;
  /** The customer's billing code at ACS, which every voucher is charged to. */
  billingCode: string;
  timeoutMs: number;
  clock: Clock;
  logger: Logger;
}

type Call = { ok: true; envelope: AcsEnvelope } | { ok: false; error: 'unavailable' | 'rejected' };

/** ACS writes the street and its number apart; travellers type them together ("Ερμού 12"). */
function streetAndNumber(address: string): { street: string; number: string | null } {
  const found = /^(.*\S)\s+(\d+[\w/-]*)$/.exec(address.trim());
  return found ? { street: found[1]!, number: found[2]! } : { street: address.trim(), number: null };
}

/**
 * ACS Courier's web services (ACSAutoRest, JSON): `ACS_Create_Voucher` for the ticket envelope,
 * `ACS_Trackingsummary` and `ACS_TrackingDetails` to follow it. Every call carries the `AcsApiKey` header
 * and the company and user credentials in its parameters. ACS documents the requests; its answers are
 * documented only by example, so each is checked against the few fields Kyma reads and anything else is
 * `unavailable`.
 */
export class AcsCourier implements Courier {
  readonly name = 'acs';
  readonly #deps: AcsCourierDeps;

  constructor(deps: AcsCourierDeps) {
    this.#deps = deps;
  }

  async createVoucher(shipment: Shipment): Promise<Result<CreatedVoucher, CourierError>> {
    const { recipient } = shipment;
    const { street, number } = streetAndNumber(recipient.address);
    const mobile = /^(\+?30)?69\d{8}$/.test(recipient.telephone.replace(/\s/g, ''));
    const called = await this.#call('ACS_Create_Voucher', {
      Pickup_Date: businessDay(this.#deps.clock.now()),
      Sender: 'KYMA',
      Recipient_Name: recipient.name,
      Recipient_Address: street,
      Recipient_Address_Number: number,
      Recipient_Zipcode: recipient.zipCode.replace(/\s/g, ''),
      Recipient_Region: recipient.city,
      Recipient_Phone: recipient.telephone,
      Recipient_Cell_Phone: mobile ? recipient.telephone : null,
      Recipient_Country: 'GR',
      Billing_Code: this.#deps.billingCode,
      // 2: the sender (Kyma) pays; the traveller paid the delivery with the tickets.
      Charge_Type: 2,
      Item_Quantity: 1,
      Weight: 0.5,
      Cod_Ammount: null,
      Reference_Key1: shipment.reference,
      Delivery_Notes: recipient.prefecture,
      Language: null,
    });
    if (!called.ok) return err(called.error);
    let created: ReturnType<typeof createdVoucherSchema.validateSync>;
    try {
      created = createdVoucherSchema.validateSync(
        called.envelope.ACSOutputResponce?.ACSValueOutput?.[0] ?? {},
      );
    } catch {
      return err('unavailable');
    }
    if (created.Voucher_No) return ok({ shippingNumber: created.Voucher_No });
    // A value-output error is about this voucher's data: what varies from one voucher to the next is the
    // recipient, so a person has to look at the address.
    if (created.Error_Message) {
      this.#deps.logger.warn(
        { reference: shipment.reference, message: created.Error_Message },
        'ACS refused the voucher',
      );
      return err('invalidAddress');
    }
    return err('unavailable');
  }

  async retrieveVoucher(shippingNumber: string): Promise<Result<TrackedVoucher, 'notFound' | 'unavailable'>> {
    const summary = await this.#call('ACS_Trackingsummary', { Voucher_No: shippingNumber, Language: null });
    if (!summary.ok) return err('unavailable');
    const summaryOutput = summary.envelope.ACSOutputResponce;
    const summaryRow = summaryOutput?.ACSTableOutput?.Table_Data?.[0];
    if (!summaryRow) return errorOf(summaryOutput?.ACSValueOutput) ? err('notFound') : err('unavailable');
    const details = await this.#call('ACS_TrackingDetails', { Voucher_No: shippingNumber, Language: null });
    if (!details.ok) return err('unavailable');
    try {
      const flags = trackingSummarySchema.validateSync(summaryRow);
      const events: ShipmentEvent[] = (details.envelope.ACSOutputResponce?.ACSTableOutput?.Table_Data ?? [])
        .map((row) => checkpointSchema.validateSync(row))
        .map((checkpoint) => {
          const at = athensInstant(checkpoint.checkpoint_date_time);
          if (!at) throw new TypeError(`unreadable checkpoint time ${checkpoint.checkpoint_date_time}`);
          return {
            at: at.toISOString(),
            description: checkpoint.checkpoint_action,
            location: checkpoint.checkpoint_location ?? '',
          };
        })
        .sort((a, b) => a.at.localeCompare(b.at));
      const status =
        flags.returned_flag === 1
          ? 'returned'
          : flags.delivery_flag === 1
            ? 'delivered'
            : events.length > 0
              ? 'inTransit'
              : 'created';
      return ok({ status, events });
    } catch {
      return err('unavailable');
    }
  }

  async #call(alias: string, parameters: Record<string, unknown>): Promise<Call> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(this.#deps.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', AcsApiKey: this.#deps.apiKey },
        body: JSON.stringify({
          ACSAlias: alias,
          ACSInputParameters: {
            Company_ID: this.#deps.companyId,
            Company_Password: this.#deps.companyPassword,
            User_ID: this.#deps.userId,
            User_Password: this.#deps.userPassword,
            ...parameters,
          },
        }),
        redirect: 'error',
        signal: AbortSignal.timeout(this.#deps.timeoutMs),
      });
      body = response.ok ? await response.json() : undefined;
    } catch (error) {
      this.#deps.logger.warn({ err: error, alias }, 'ACS did not answer');
      return { ok: false, error: 'unavailable' };
    }
    // 403: the API key is refused; 406: more calls per second than ACS allows, which passes.
    if (response.status === 403) {
      this.#deps.logger.error({ alias }, 'ACS refused the API key');
      return { ok: false, error: 'rejected' };
    }
    if (!response.ok) return { ok: false, error: 'unavailable' };
    const envelope = readEnvelope(body);
    if (!envelope) return { ok: false, error: 'unavailable' };
    if (envelope.ACSExecution_HasError) {
      this.#deps.logger.error({ alias, message: envelope.ACSExecutionErrorMessage }, 'ACS refused the call');
      return { ok: false, error: 'rejected' };
    }
    return { ok: true, envelope };
  }
}
