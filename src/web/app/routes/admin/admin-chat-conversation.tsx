import { Form, useNavigation } from 'react-router';
import { CHAT_ANSWER_MAX, chatAnswerSchema } from '#domain/back-office/chat-answer-schema.ts';
import { mayStaff } from '#domain/back-office/staff-permissions.ts';
import { err } from '#domain/shared/result.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ActionNotice } from '../../back-office/action-notice.tsx';
import { stamp } from '../../back-office/admin-format.ts';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { Fact, ItemHeader } from '../../back-office/item-header.tsx';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { FormattedMessage } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-chat-conversation.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewChat')];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, 'adminChatWith', { name: loaderData?.conversation.name ?? '' });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = context.get(sessionContext);
  const result = await context
    .get(requestContext)
    .services.backOffice.readChat.execute({ actor, id: params.chatId });
  if (!result.ok) throwRefusal(request, result.error);
  return { ...result.value, mayAnswer: mayStaff(actor, 'answerChat') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = validateWith(chatAnswerSchema, await readForm(request, ['answer']), 'invalidForm');
  if (!form.ok) return answerOf(request, 'answerChat', err(form.error));
  const result = await context.get(requestContext).services.backOffice.answerChat.execute({
    actor: context.get(sessionContext),
    id: params.chatId,
    form: form.value,
  });
  return answerOf(request, 'answerChat', result);
}

export default function AdminChatConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation, orderId, mayAnswer } = loaderData;
  const { locale } = useRootData();
  const navigation = useNavigation();
  return (
    <article aria-labelledby="conversation-title">
      <ItemHeader
        back={{ to: adminPath(locale, '/chat'), label: 'adminChatBack' }}
        titleId="conversation-title"
        title={<FormattedMessage id="adminChatWith" values={{ name: conversation.name }} />}
      >
        <Fact label="adminOrderEmail">{conversation.email}</Fact>
        <Fact label="adminChatLanguage">{conversation.locale}</Fact>
        {conversation.bookingCode && (
          <Fact label="adminChatBooking">
            {orderId ? (
              <Link to={adminPath(locale, `/bookings/${orderId}`)}>{conversation.bookingCode}</Link>
            ) : (
              conversation.bookingCode
            )}
          </Fact>
        )}
      </ItemHeader>
      <ol className="admin-thread">
        <li className="admin-thread__message">
          <p className="admin-muted">
            {conversation.name} · {stamp(conversation.createdAt)}
          </p>
          <p className="admin-thread__body">{conversation.message}</p>
        </li>
        {conversation.replies.map((reply) => (
          <li key={reply.id} className="admin-thread__message admin-thread__message--staff">
            <p className="admin-muted">
              {reply.staffEmail} · {stamp(reply.at)}
            </p>
            <p className="admin-thread__body">{reply.body}</p>
          </li>
        ))}
      </ol>
      <ActionNotice answer={actionData} />
      {mayAnswer && (
        <Form method="post" className="admin-reply" key={conversation.replies.length}>
          <label htmlFor="answer">
            <FormattedMessage id="adminChatAnswer" />
          </label>
          <textarea id="answer" name="answer" required maxLength={CHAT_ANSWER_MAX} rows={5} />
          <button
            type="submit"
            className="button button--primary"
            disabled={navigation.state === 'submitting'}
          >
            <FormattedMessage id="adminChatSend" />
          </button>
        </Form>
      )}
    </article>
  );
}
