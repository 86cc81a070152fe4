import { updatePet } from '#domain/booking/leg-pets.ts';
import type { Pet } from '#domain/booking/pet.ts';
import { editEveryLeg } from '#domain/booking/wizard-legs.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { BillingInput } from './billing-controls.tsx';
import type { FormErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/** A pet's chip number; a change applies to every leg. */
export function PetFields({
  wizard,
  pet,
  index,
  errors,
}: {
  wizard: BookingWizard;
  pet: Pet;
  index: number;
  errors: FormErrors;
}) {
  return (
    <fieldset className="booking-card booking-group">
      <legend>
        <FormattedMessage id="petN" values={{ n: index + 1 }} />
        {pet.description ? ` · ${pet.description}` : ''}
      </legend>
      <BillingInput
        id={`pets[${index}].identityNumber`}
        label="chipNumber"
        value={pet.identityNumber}
        onChange={(identityNumber) =>
          wizard.update((s) => editEveryLeg(s, (leg) => updatePet(leg, index, { identityNumber })))
        }
        errors={errors}
      />
    </fieldset>
  );
}
