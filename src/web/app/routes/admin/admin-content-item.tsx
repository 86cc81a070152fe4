import { Form, useNavigation } from 'react-router';
import { invalidFields } from '#application/back-office/staff-access.ts';
import { fileUrl } from '#application/content-site/content-paths.ts';
import { contentFormFields, contentFormValues, readContentForm } from '#domain/back-office/content-form.ts';
import { CONTENT_KINDS, formFields } from '#domain/back-office/content-kinds.ts';
import { DEFAULT_LOCALE, isLocaleCode, splitLocalePath } from '#domain/i18n/locales.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ActionNotice } from '../../back-office/action-notice.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { ContentFields } from '../../back-office/content-fields.tsx';
import { kindParam, languageParam } from '../../back-office/content-params.server.ts';
import { LanguageTabs } from '../../back-office/language-tabs.tsx';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { readUploadForm } from '../../forms/read-upload.server.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { pagePath } from '../../page-path.ts';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-content-item.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('editContent')];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, 'adminContentEdit', { name: loaderData?.name ?? '' });

/** A post's body (200,000 characters) of Greek letters, percent-encoded (9 bytes each), fits. */
const CONTENT_FORM_MAX_BYTES = 2 * 1024 * 1024;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = kindParam(request, params.kind);
  const definition = CONTENT_KINDS[kind];
  const result = await context.get(requestContext).services.backOffice.readContentItem.execute({
    actor: context.get(sessionContext),
    kind,
    id: params.id,
  });
  if (!result.ok) throwRefusal(request, result.error);
  const row = result.value;
  // Pages and menus are rows of one language: theirs. The others are edited in the language asked for.
  const language = definition.perLanguage
    ? isLocaleCode(row.languageCode)
      ? row.languageCode
      : DEFAULT_LOCALE
    : languageParam(request, splitLocalePath(pagePath(request)).locale);
  return {
    kind,
    language,
    perLanguage: definition.perLanguage,
    name: String(row[definition.nameField] ?? ''),
    stamp: String(row.updatedAt ?? ''),
    fields: contentFormFields(definition),
    values: contentFormValues(definition, row, language),
    images: definition.images.map((field) => ({ field, fileId: (row[field] as string | null) ?? null })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const kind = kindParam(request, params.kind);
  const { services } = context.get(requestContext);
  const actor = context.get(sessionContext);
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const { fields, file } = await readUploadForm(request, ['field'], services.files.upload.maxBytes);
    const field = fields.field ?? '';
    if (!file) return answerOf(request, 'replaceImage', invalidFields([field]));
    const result = await services.backOffice.replaceContentImage.execute({
      actor,
      kind,
      id: params.id,
      field,
      file,
    });
    return answerOf(request, 'replaceImage', result);
  }
  const form = await readForm(request, ['lang', ...formFields(CONTENT_KINDS[kind])], CONTENT_FORM_MAX_BYTES);
  const language = isLocaleCode(form.lang) ? form.lang : DEFAULT_LOCALE;
  const read = readContentForm(CONTENT_KINDS[kind], language, form);
  const result = read.ok
    ? await services.backOffice.saveContentItem.execute({ actor, kind, id: params.id, body: read.value })
    : invalidFields(read.error);
  const answer = answerOf(request, 'saveContent', result);
  // Without JavaScript the page is drawn anew: what staff typed comes back with the problems.
  return answer.status === 'done' ? answer : { ...answer, values: form };
}

export default function AdminContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, language, perLanguage, name, fields, images } = loaderData;
  const { locale } = useRootData();
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  const saveAnswer = actionData?.intent === 'saveContent' ? actionData : undefined;
  const typed =
    saveAnswer && 'values' in saveAnswer
      ? (saveAnswer.values as Record<string, string | undefined>)
      : undefined;
  const values = typed
    ? Object.fromEntries(
        fields.map((field) => [
          field.name,
          field.input === 'checkbox' ? typed[field.name] === 'on' : (typed[field.name] ?? ''),
        ]),
      )
    : loaderData.values;
  const problems = saveAnswer?.status === 'invalid' ? (saveAnswer.problems ?? {}) : {};
  return (
    <article aria-labelledby="content-item-title">
      <p>
        <Link to={`${adminPath(locale, `/content/${kind}`)}?lang=${language}`}>
          <FormattedMessage
            id="adminContentBackTo"
            values={{ kind: intl.formatMessage({ id: `adminContentKind.${kind}` }) }}
          />
        </Link>
      </p>
      <h1 id="content-item-title">
        <FormattedMessage id="adminContentEdit" values={{ name }} />
      </h1>
      {perLanguage ? (
        <p>
          <FormattedMessage
            id="adminContentRowLanguage"
            values={{ language: intl.formatMessage({ id: `adminContentLanguage.${language}` }) }}
          />
        </p>
      ) : (
        <LanguageTabs current={language} />
      )}
      <ActionNotice answer={actionData} />
      <Form
        method="post"
        className="admin-filters"
        aria-label={intl.formatMessage({ id: 'adminContentEdit' }, { name })}
        key={`${language}-${loaderData.stamp}-${typed ? 'typed' : 'saved'}`}
      >
        <input type="hidden" name="lang" value={language} />
        <ContentFields fields={fields} values={values} problems={problems} language={language} />
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <FormattedMessage id="adminUsersSave" />
          </button>
        </div>
      </Form>
      {images.map(({ field, fileId }) => (
        <ImageForm key={field} field={field} fileId={fileId} />
      ))}
    </article>
  );
}

/** Replacing one of the item's images: the one shown now, and a file to upload instead. */
function ImageForm({ field, fileId }: { field: string; fileId: string | null }) {
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-filters"
      aria-labelledby={`image-${field}-title`}
    >
      <h2 id={`image-${field}-title`} className="admin-filters__wide">
        <FormattedMessage id={`adminContentField.${field}`} />
      </h2>
      {fileId && (
        <img
          className="admin-content-image"
          src={fileUrl(fileId, '240')}
          alt={intl.formatMessage(
            { id: 'adminContentImageNow' },
            { field: intl.formatMessage({ id: `adminContentField.${field}` }) },
          )}
        />
      )}
      <input type="hidden" name="field" value={field} />
      <div className="admin-filters__field">
        <label htmlFor={`image-${field}`}>
          <FormattedMessage id="adminContentImageFile" />
        </label>
        <input id={`image-${field}`} name="file" type="file" accept="image/*" required />
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="button" disabled={busy}>
          <FormattedMessage id="adminContentImageUpload" />
        </button>
      </div>
    </Form>
  );
}
