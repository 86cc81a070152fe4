import { FormattedMessage } from '../i18n/intl.tsx';
import { BookingField } from './booking-field.tsx';
import { DraftInput } from './draft-input.tsx';

/**
 * The number of the card proving a student or disability fare or the large-family discount (decision
 * 0050), asked only of a passenger travelling on one; the card itself is shown at boarding.
 */
export function ProofNumberField({
  id,
  value,
  error,
  onCommit,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onCommit: (number: string) => void;
}) {
  return (
    <BookingField
      id={id}
      label="proofNumberLabel"
      hint={<FormattedMessage id="proofNumberHint" />}
      error={error}
    >
      {(props) => (
        <DraftInput
          {...props}
          autoComplete="off"
          value={value}
          onCommit={(number) => onCommit(number.trim())}
        />
      )}
    </BookingField>
  );
}
