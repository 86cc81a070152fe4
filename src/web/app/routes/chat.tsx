import { localePrefix } from '#domain/i18n/locales.ts';
import { chatMessageSchema } from '#domain/validation/contact-message-schema.ts';
import { type ChatActionData, ChatForm } from '../components/chat-form.tsx';
import { answerForm } from '../forms/answer-form.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/chat.ts';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'chatTitle', description: 'chatHours' }),
  NO_INDEX,
];

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  return answerForm({ request, context }, 'sent', chatMessageSchema, (input) =>
    services.sendChatMessage.execute(input),
  );
}

/** Where the chat form lands without JavaScript: the same form with the answer. */
export default function ChatPage({ actionData }: Route.ComponentProps) {
  const { locale, chatOnline } = useRootData();
  return (
    <div className="container narrow-page">
      <h1 id="chat-page-title">
        <FormattedMessage id="chatTitle" />
      </h1>
      <p>
        <FormattedMessage id={chatOnline ? 'chatOnline' : 'chatOffline'} />
      </p>
      <ChatForm
        idPrefix="chat-page"
        action={`${localePrefix(locale)}/chat`}
        result={actionData as ChatActionData | undefined}
        pending={false}
      />
    </div>
  );
}
