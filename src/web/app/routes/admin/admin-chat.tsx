import { pageNumber } from '#domain/back-office/page-number.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { stamp } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { FormattedMessage } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-chat.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewChat')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminChatTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const result = await context.get(requestContext).services.backOffice.listChats.execute({
    actor: context.get(sessionContext),
    page,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { ...result.value, page };
}

export default function AdminChat({ loaderData }: Route.ComponentProps) {
  const { conversations, total, unanswered, perPage, page } = loaderData;
  return (
    <AdminListPage
      name="chat"
      titleKey="adminChatTitle"
      found={{ key: 'adminChatUnanswered', count: unanswered }}
      columns="inbox"
      rows={conversations}
      row={(conversation) => <ConversationItem key={conversation.id} conversation={conversation} />}
      pager={{ page, total, perPage }}
    />
  );
}

/** One conversation: who wrote, when, whether it was answered, and the start of the message. */
function ConversationItem({
  conversation,
}: {
  conversation: Route.ComponentProps['loaderData']['conversations'][number];
}) {
  const { locale } = useRootData();
  return (
    <li
      className={
        conversation.answeredAt ? 'admin-inbox__item' : 'admin-inbox__item admin-inbox__item--unread'
      }
    >
      <Link to={adminPath(locale, `/chat/${conversation.id}`)}>
        <strong>{conversation.name}</strong> · {conversation.email}
      </Link>
      <span className="admin-muted">
        {stamp(conversation.createdAt)}
        {' · '}
        {conversation.answeredAt ? (
          <FormattedMessage id="adminChatAnswered" />
        ) : (
          <FormattedMessage id="adminChatNew" />
        )}
      </span>
      <p className="admin-inbox__preview">{conversation.message.slice(0, 160)}</p>
    </li>
  );
}
