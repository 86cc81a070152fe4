import { FormattedMessage } from 'react-intl';
import { data } from 'react-router';
import { localePrefix, splitLocalePath } from '../../../domain/i18n/locales.ts';
import { type ChatActionData, ChatForm } from '../components/chat-form.tsx';
import { pagePath } from '../page-path.ts';
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
  const { locale } = splitLocalePath(pagePath(request));
  const form = Object.fromEntries(await request.formData());
  try {
    const result = await services.sendChatMessage.execute({ form, locale });
    if (result.ok) return { status: 'sent' } satisfies ChatActionData;
    // The form answered with its errors is a normal page, not a failed request: status 200.
    return { status: 'invalid', fields: result.error.fields } satisfies ChatActionData;
  } catch (error) {
    console.error(error);
    return data({ status: 'failed' } satisfies ChatActionData, { status: 503 });
  }
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
