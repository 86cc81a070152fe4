import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';

/**
 * A sailing's wallet buttons (issue #53, decision 0129): Apple Wallet's pass and Google Wallet's link, each
 * shown only when the site is set up for it, and the QR code's content written out for those who cannot
 * scan or see it. Both downloads ask for the voucher's proof.
 */
export function WalletPassLinks({
  reference,
  legIndex,
  code,
  route,
}: {
  reference: string;
  legIndex: number;
  /** What the pass's QR code carries; null when the sailing has no pass (not ticketed, cancelled). */
  code: string | null;
  /** The sailing's ports, naming the group of buttons for a screen reader (its legend). */
  route: { from: string; to: string };
}) {
  const { wallet } = useRootData();
  if (code === null || !(wallet.apple || wallet.google)) return null;
  const base = `/orders/${encodeURIComponent(reference)}/legs/${legIndex}`;
  return (
    <fieldset className="wallet-pass" data-testid={`wallet-pass-${legIndex}`}>
      <legend className="visually-hidden">
        <FormattedMessage id="walletPassFor" values={{ from: route.from, to: route.to }} />
      </legend>
      {wallet.apple && (
        <a
          className="button button--secondary"
          href={`${base}/apple-pass.pkpass`}
          download
          data-testid="apple-wallet"
        >
          <FormattedMessage id="walletAddToApple" />
        </a>
      )}
      {wallet.google && (
        <a className="button button--secondary" href={`${base}/google-wallet`} data-testid="google-wallet">
          <FormattedMessage id="walletAddToGoogle" />
        </a>
      )}
      <p className="wallet-pass__code" data-testid="wallet-pass-code">
        <FormattedMessage id="walletPassCode" values={{ code }} />
      </p>
    </fieldset>
  );
}
