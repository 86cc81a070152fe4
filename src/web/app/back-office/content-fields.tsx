import type { ContentFormField, FieldProblem } from '#domain/back-office/content-form.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

/**
 * An item's fields as its edit form shows them; each problem the content API found sits under its field,
 * named by `aria-describedby`. Fields of the language being edited carry that language for readers.
 */
export function ContentFields({
  fields,
  values,
  problems,
  language,
}: {
  fields: ContentFormField[];
  values: Record<string, string | boolean>;
  problems: Record<string, FieldProblem>;
  language: LocaleCode;
}) {
  const intl = useIntl();
  return (
    <div className="admin-content-fields">
      {fields.map((field) => {
        const id = `content-${field.name}`;
        const problem = problems[field.name];
        const described = problem ? { 'aria-describedby': `${id}-problem`, 'aria-invalid': true } : {};
        const label = intl.formatMessage({ id: `adminContentField.${field.name}` });
        const value = values[field.name];
        if (field.input === 'checkbox')
          return (
            <label className="admin-check" key={field.name}>
              <input type="checkbox" name={field.name} defaultChecked={value === true} {...described} />
              {label}
            </label>
          );
        const common = {
          id,
          name: field.name,
          defaultValue: typeof value === 'string' ? value : '',
          ...(field.max !== null ? { maxLength: field.max } : {}),
          ...(field.translated ? { lang: language } : {}),
          ...described,
        };
        return (
          <div
            className={`admin-filters__field${field.input === 'textarea' ? ' admin-filters__wide' : ''}`}
            key={field.name}
          >
            <label htmlFor={id}>{label}</label>
            {field.input === 'textarea' ? (
              <textarea
                rows={field.name === 'description' || field.name === 'content' ? 14 : 3}
                {...common}
              />
            ) : (
              <input
                type={field.input === 'number' ? 'number' : field.input === 'date' ? 'date' : 'text'}
                {...common}
              />
            )}
            {problem && (
              <p className="admin-field-problem" id={`${id}-problem`}>
                <FormattedMessage id={`adminContentProblem.${problem}`} values={{ max: field.max ?? 0 }} />
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
