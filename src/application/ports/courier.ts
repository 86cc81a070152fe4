import type { Result } from '#domain/shared/result.ts';

/** Where the tickets go (spec §3 "Payment form": courier delivery, Greece only). */
export interface CourierRecipient {
  /** The name at the door. */
  name: string;
  address: string;
  zipCode: string;
  city: string;
  prefecture: string;
  telephone: string;
}

export interface Shipment {
  /** Kyma's order reference: the courier keeps it with the voucher, and the sandbox answers it idempotently. */
  reference: string;
  recipient: CourierRecipient;
}

export interface CreatedVoucher {
  shippingNumber: string;
  /** A public page where the traveller follows the parcel, when the courier has one Kyma can link to. */
  trackingUrl?: string;
}

/**
 * `unavailable`: no answer, or the courier's own failure (worth retrying); `invalidAddress`: the courier
 * refuses the recipient (a person must look at it); `rejected`: any other refusal (credentials, account).
 */
export type CourierError = 'unavailable' | 'invalidAddress' | 'rejected';

export const SHIPMENT_STATUSES = ['created', 'inTransit', 'outForDelivery', 'delivered', 'returned'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export interface ShipmentEvent {
  /** ISO 8601 instant. */
  at: string;
  description: string;
  location: string;
}

export interface TrackedVoucher {
  status: ShipmentStatus;
  /** Oldest first. */
  events: ShipmentEvent[];
}

/** A courier that carries printed tickets to the traveller (spec §7 `courier/createVoucher`, `retrieveVoucher`). */
export interface Courier {
  readonly name: string;
  createVoucher(shipment: Shipment): Promise<Result<CreatedVoucher, CourierError>>;
  retrieveVoucher(shippingNumber: string): Promise<Result<TrackedVoucher, 'notFound' | 'unavailable'>>;
}
