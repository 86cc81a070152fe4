import { useState } from 'react';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { BookingField } from './booking-field.tsx';
import { applyCompany, type InvoiceErrors, type InvoiceValue, lookUpCompany } from './invoice-lookup.ts';

interface InvoiceFieldsProps {
  value: InvoiceValue;
  onChange: (next: InvoiceValue) => void;
  /** Message keys by field, e.g. from `invoiceErrors(value)` when the traveller pays. */
  errors: InvoiceErrors;
}

type TextField = Exclude<keyof InvoiceValue, 'needInvoice'>;

/** The VAT number with its "Look up" button, which fills the company's fields from the tax registry. */
function TaxNumberField({ value, onChange, errors }: InvoiceFieldsProps) {
  const intl = useIntl();
  const [lookingUp, setLookingUp] = useState(false);
  const [lookup, setLookup] = useState<{ key: string; ok: boolean } | null>(null);

  const lookUp = async () => {
    setLookingUp(true);
    setLookup(null);
    const outcome = await lookUpCompany(value.tax);
    setLookingUp(false);
    if (outcome.ok) {
      onChange(applyCompany(value, outcome.company));
      setLookup({ key: 'invoiceLookUpDone', ok: true });
    } else setLookup({ key: outcome.key, ok: false });
  };

  return (
    <>
      <BookingField
        id="invoice-tax"
        label="invoiceTaxNumber"
        error={errors.tax ?? (lookup && !lookup.ok ? lookup.key : undefined)}
        hint={<FormattedMessage id="invoiceLookUpHint" />}
        required
      >
        {(props) => (
          <span className="invoice-fields__lookup">
            <input
              {...props}
              inputMode="numeric"
              value={value.tax}
              onChange={(event) => onChange({ ...value, tax: event.target.value })}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={lookUp}
              disabled={lookingUp || value.tax.trim() === ''}
            >
              {intl.formatMessage({ id: lookingUp ? 'invoiceLookingUp' : 'invoiceLookUp' })}
            </button>
          </span>
        )}
      </BookingField>
      <p className="invoice-fields__status" role="status">
        {lookup?.ok ? intl.formatMessage({ id: lookup.key }) : null}
      </p>
    </>
  );
}

/**
 * The invoice section of the billing step (spec §3): asked for with a checkbox, then the company's fields.
 * "Look up" fills them from the tax registry by VAT number; the traveller can still correct any of them.
 */
export function InvoiceFields({ value, onChange, errors }: InvoiceFieldsProps) {
  const set = (name: TextField, text: string) => onChange({ ...value, [name]: text });
  const text = (name: TextField, label: string, options: { autoComplete?: string; type?: string } = {}) => (
    <BookingField id={`invoice-${name}`} label={label} error={errors[name]} required>
      {(props) => (
        <input
          {...props}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          value={value[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </BookingField>
  );

  return (
    <fieldset className="booking-group invoice-fields">
      <legend>
        <FormattedMessage id="invoiceSectionTitle" />
      </legend>
      <label className="booking-choice">
        <input
          type="checkbox"
          checked={value.needInvoice}
          onChange={(event) => onChange({ ...value, needInvoice: event.target.checked })}
        />
        <FormattedMessage id="invoiceNeedInvoice" />
      </label>
      {value.needInvoice ? (
        <>
          <TaxNumberField value={value} onChange={onChange} errors={errors} />
          <div className="booking-grid">
            {text('companyName', 'invoiceCompanyName', { autoComplete: 'organization' })}
            {text('activity', 'invoiceActivity')}
            {text('address', 'invoiceAddress', { autoComplete: 'street-address' })}
            {text('registry', 'invoiceRegistry')}
            {text('mobile', 'invoiceMobile', { autoComplete: 'tel', type: 'tel' })}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
