import type { ResolutionContext } from 'inversify';
import { ContainerModule } from 'inversify';
import { PostgresWalletPassStore } from '#adapters/postgres/postgres-wallet-pass-store.ts';
import { applePassWebService } from '#adapters/wallet/apple-pass-web-service-router.ts';
import { GoogleWalletSaveLinks } from '#adapters/wallet/google-wallet-save-links.ts';
import { PasskitAppleWalletPasses } from '#adapters/wallet/passkit-apple-wallet-passes.ts';
import { RecordingWalletPush } from '#adapters/wallet/recording-wallet-push.ts';
import { ListPorts } from '#application/ferry/list-ports.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import { ApplePassWebService } from '#application/wallet/apple-pass-web-service.ts';
import { GetLegWalletPass, type WalletPassDeps } from '#application/wallet/get-leg-wallet-pass.ts';
import { NotifyPassHolders } from '#application/wallet/notify-pass-holders.ts';
import { WalletPassAttachments } from '#application/wallet/wallet-pass-attachments.ts';
import type { Config } from '#config';
import { onKnex } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/**
 * Wallet passes per sailing (issue #53, decision 0129): Apple's signed passes and their web service, Google
 * Wallet's save links, each only when its settings are given; pushes to devices are recorded, not sent.
 */
export const walletModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const { apple, google } = config.wallet;
    bind(PORTS.walletPasses).toDynamicValue(onKnex(PostgresWalletPassStore));
    bind(PORTS.walletPush).toConstantValue(new RecordingWalletPush());
    const appleAdapter = apple ? new PasskitAppleWalletPasses(apple) : null;
    const googleAdapter = google ? new GoogleWalletSaveLinks(google) : null;
    const deps = (c: ResolutionContext): WalletPassDeps => ({
      listPorts: c.get(ListPorts),
      words: c.get(PORTS.messageWords),
      orders: c.get(PORTS.orders),
      store: c.get(PORTS.walletPasses),
      apple: appleAdapter,
      google: googleAdapter,
      tokens: c.get(PORTS.secretTokens),
      clock: c.get(PORTS.clock),
      publicUrl: config.publicUrl,
    });
    bind(GetLegWalletPass).toDynamicValue(
      (c) => new GetLegWalletPass({ ...deps(c), getOrder: c.get(GetOrder) }),
    );
    bind(ApplePassWebService).toDynamicValue(
      (c) => new ApplePassWebService({ ...deps(c), orders: c.get(PORTS.orders) }),
    );
    bind(WalletPassAttachments).toDynamicValue(
      (c) => new WalletPassAttachments({ ...deps(c), logger: c.get(PARTS.logger) }),
    );
    bind(NotifyPassHolders).toDynamicValue(
      (c) =>
        new NotifyPassHolders({
          store: c.get(PORTS.walletPasses),
          push: c.get(PORTS.walletPush),
          apple: appleAdapter,
        }),
    );
    if (apple)
      bind(PARTS.providerPages).toDynamicValue((c) => {
        const logger = c.get(PARTS.logger);
        return {
          path: '/wallet',
          router: applePassWebService(c.get(ApplePassWebService), (lines) =>
            logger.warn({ lines }, 'Apple Wallet reported errors'),
          ),
        };
      });
  });
