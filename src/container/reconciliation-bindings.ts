import type { Bind } from 'inversify';
import { PostgresBookingReconciliationRepository } from '#adapters/postgres/orders/postgres-booking-reconciliation-repository.ts';
import { RetrieveBooking } from '#application/ferry/retrieve-booking.ts';
import { companyCancelledEmailHandler } from '#application/orders/company-cancelled-email-job.ts';
import { COMPANY_CANCELLED_EMAIL_JOB, ReconcileBookings } from '#application/orders/reconcile-bookings.ts';
import type { Config } from '#config';
import { onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** The daily reconciliation with every company (issue #47 point 5, decision 0115) and its traveller e-mail. */
export function bindReconciliation(bind: Bind, config: Config): void {
  bind(PORTS.reconciliations).toDynamicValue(onDatabase(PostgresBookingReconciliationRepository));
  bind(ReconcileBookings).toDynamicValue(
    (c) =>
      new ReconcileBookings({
        reconciliations: c.get(PORTS.reconciliations),
        retrieveBooking: c.get(RetrieveBooking),
        orders: c.get(PORTS.orders),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(PARTS.jobHandlers).toDynamicValue((c) => ({
    [COMPANY_CANCELLED_EMAIL_JOB]: companyCancelledEmailHandler({
      orders: c.get(PORTS.orders),
      mailer: c.get(PORTS.mailer),
      emailLog: c.get(PORTS.emailLog),
      emailRenderer: c.get(PORTS.emailRenderer),
      words: c.get(PORTS.messageWords),
      publicUrl: config.publicUrl,
      clock: c.get(PORTS.clock),
    }),
  }));
}
