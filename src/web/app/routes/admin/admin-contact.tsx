import { pageNumber } from '#domain/back-office/page-number.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { stamp } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { FormattedMessage } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import type { Route } from './+types/admin-contact.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewNewsletter')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminContactTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const result = await context.get(requestContext).services.backOffice.listContactMessages.execute({
    actor: context.get(sessionContext),
    page,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { ...result.value, page };
}

/** The contact form's messages, newest first; the answer goes from staff's own mail program. */
export default function AdminContact({ loaderData }: Route.ComponentProps) {
  const { messages, total, perPage, page } = loaderData;
  return (
    <AdminListPage
      name="contact"
      titleKey="adminContactTitle"
      found={{ key: 'adminContactFound', count: total }}
      columns="inbox"
      rows={messages}
      row={(message) => <ContactMessage key={message.id} message={message} />}
      pager={{ page, total, perPage }}
    />
  );
}

/** One message of the contact form, answered by e-mail. */
function ContactMessage({ message }: { message: Route.ComponentProps['loaderData']['messages'][number] }) {
  return (
    <li className="admin-inbox__item">
      <strong>
        {message.name} {message.lastName}
      </strong>
      <span className="admin-muted">
        {stamp(message.createdAt)} · {message.locale}
        {message.phone && ` · ${message.phone}`} ·{' '}
        <a href={`mailto:${message.email}`}>
          <FormattedMessage id="adminContactReply" />: {message.email}
        </a>
      </span>
      <p className="admin-inbox__preview admin-thread__body">{message.message}</p>
    </li>
  );
}
