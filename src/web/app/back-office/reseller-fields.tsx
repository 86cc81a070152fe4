import type { ResellerRow } from '#application/ports/reseller-desk.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { LabelledField } from './labelled-field.tsx';

/** The reseller account's fields; the user is chosen by e-mail when the account is created. */
export function ResellerFields({ reseller }: { reseller?: ResellerRow }) {
  const field = (name: string, label: string, input: React.ReactNode) => (
    <LabelledField id={`reseller-${name}`} label={label}>
      {input}
    </LabelledField>
  );
  return (
    <div className="admin-filters__grid">
      {!reseller &&
        field(
          'userEmail',
          'adminResellerUser',
          <input id="reseller-userEmail" name="userEmail" type="email" required maxLength={254} />,
        )}
      {field(
        'companyName',
        'adminResellerCompany',
        <input
          id="reseller-companyName"
          name="companyName"
          required
          maxLength={200}
          defaultValue={reseller?.companyName}
        />,
      )}
      {field(
        'contactEmail',
        'adminResellerContact',
        <input
          id="reseller-contactEmail"
          name="contactEmail"
          type="email"
          required
          maxLength={254}
          defaultValue={reseller?.contactEmail}
        />,
      )}
      {field(
        'creditLimit',
        'adminResellerLimit',
        <input
          id="reseller-creditLimit"
          name="creditLimit"
          inputMode="decimal"
          required
          defaultValue={reseller ? (reseller.creditLimit / 100).toFixed(2) : ''}
        />,
      )}
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={reseller ? reseller.active : true} />
        <FormattedMessage id="adminCouponActive" />
      </label>
    </div>
  );
}
