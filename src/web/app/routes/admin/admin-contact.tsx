import { pageNumber } from '#domain/back-office/page-number.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { stamp } from '../../back-office/admin-format.ts';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { Pager } from '../../back-office/pager.tsx';
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
    <section aria-labelledby="contact-title">
      <h1 id="contact-title">
        <FormattedMessage id="adminContactTitle" />
      </h1>
      <p role="status">
        <FormattedMessage id="adminContactFound" values={{ count: total }} />
      </p>
      <ul className="admin-inbox">
        {messages.map((message) => (
          <li key={message.id} className="admin-inbox__item">
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
        ))}
      </ul>
      <Pager page={page} total={total} perPage={perPage} />
    </section>
  );
}
