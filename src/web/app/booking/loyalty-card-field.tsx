import { FormattedMessage } from '../i18n/intl.tsx';
import { BookingField } from './booking-field.tsx';
import { DraftInput } from './draft-input.tsx';

/** A loyalty card of the company's programme; the company checks it before its discount is priced. */
export function LoyaltyCardField({
  id,
  programme,
  value,
  error,
  onCommit,
}: {
  id: string;
  programme: string;
  value: string;
  error: string | undefined;
  onCommit: (card: string) => void;
}) {
  return (
    <BookingField
      id={id}
      label="loyaltyCardLabel"
      hint={<FormattedMessage id="loyaltyCardHint" values={{ programme }} />}
      error={error}
    >
      {(props) => (
        <DraftInput {...props} autoComplete="off" value={value} onCommit={(card) => onCommit(card.trim())} />
      )}
    </BookingField>
  );
}
