import { ContainerModule } from 'inversify';
import { randomOrderReferences } from '#adapters/crypto/random-order-references.ts';
import { PdfkitVoucherRenderer } from '#adapters/pdf/pdfkit-voucher-renderer.ts';
import { PostgresOrderRepository } from '#adapters/postgres/orders/postgres-order-repository.ts';
import { PostgresOrderShipmentRepository } from '#adapters/postgres/orders/postgres-order-shipment-repository.ts';
import { PostgresCouponRepository } from '#adapters/postgres/postgres-coupon-repository.ts';
import { createCheckout } from '#application/checkout/create-checkout.ts';
import type { Config } from '#config';
import { onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** Orders from "Pay and continue" to the tickets: their storage, references, voucher PDFs and jobs. */
export const checkoutModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.orders).toDynamicValue(onDatabase(PostgresOrderRepository));
    bind(PORTS.shipments).toDynamicValue(onDatabase(PostgresOrderShipmentRepository));
    bind(PORTS.coupons).toDynamicValue(onDatabase(PostgresCouponRepository));
    bind(PORTS.orderReferences).toConstantValue(randomOrderReferences);
    bind(PORTS.voucherRenderer).toResolvedValue(() => new PdfkitVoucherRenderer());

    bind(PARTS.checkout).toDynamicValue((c) =>
      createCheckout({
        orders: c.get(PORTS.orders),
        coupons: c.get(PORTS.coupons),
        ferry: c.get(PARTS.ferry),
        gateways: c.get(PORTS.paymentGateways),
        references: c.get(PORTS.orderReferences),
        tokens: c.get(PORTS.secretTokens),
        ids: c.get(PORTS.ids),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
        publicUrl: config.publicUrl,
        settings: c.get(PORTS.settings),
        voucherRenderer: c.get(PORTS.voucherRenderer),
        mailer: c.get(PORTS.mailer),
        emailLog: c.get(PORTS.emailLog),
        emailRenderer: c.get(PORTS.emailRenderer),
        outbox: c.get(PORTS.outbox),
        limiter: c.get(PORTS.rateLimiter),
        maxUnpaidPlacesPerSailing: config.unpaidHoldPlacesPerSailing,
        courier: c.get(PORTS.courier),
        shipments: c.get(PORTS.shipments),
        refunds: c.get(PORTS.refunds),
        resellers: c.get(PORTS.resellers),
      }),
    );
    bind(PARTS.jobHandlers).toDynamicValue((c) => c.get(PARTS.checkout).jobHandlers);
  });
