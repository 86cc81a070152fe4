import { lazy, Suspense } from 'react';
import { useFetcher } from 'react-router';
import { safeLink } from '#domain/content/safe-link.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import type { ChatActionData } from './chat-form.tsx';

/**
 * The form's code comes after the page is interactive: while it loads, React keeps the form the server
 * sent (it posts to the chat page without JavaScript), then hydrates it. Every page carries the widget, so
 * this keeps its form out of every page's first JavaScript (issue #32's budgets).
 */
const ChatForm = lazy(() => import('./chat-form.tsx').then((module) => ({ default: module.ChatForm })));

/**
 * The live-chat corner on every page: online or offline by the chat hours (Athens time), with the
 * messaging apps as the fallback. A <details> element opens it, so it works without JavaScript. On wide
 * screens its toggle is a round button in the corner, small enough to stay in the page's margin beside
 * prices and buttons (issue #30); on phones it sits in the header's bar (app.css).
 */
export function ChatWidget() {
  const { locale, chatOnline, shell } = useRootData();
  const fetcher = useFetcher<ChatActionData>({ key: 'chat' });
  return (
    <details className="chat-widget" id="chat">
      <summary className="chat-widget__toggle">
        <svg className="chat-widget__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />
        </svg>
        <span className="chat-widget__dot" data-online={chatOnline} aria-hidden="true" />
        <FormattedMessage id="chatOpen" />
      </summary>
      <section className="chat-widget__panel" aria-labelledby="chat-title">
        <h2 id="chat-title" className="chat-widget__title">
          <FormattedMessage id="chatTitle" />
        </h2>
        <p className="chat-widget__state">
          <FormattedMessage id={chatOnline ? 'chatOnline' : 'chatOffline'} />
        </p>
        <p className="chat-widget__hours">
          <FormattedMessage id="chatHours" />
        </p>
        {!chatOnline && shell.contact.messaging.length > 0 && (
          <p className="chat-widget__apps">
            <FormattedMessage id="chatMessagingApps" />{' '}
            {shell.contact.messaging.map((app, index) => (
              <span key={app.name}>
                {index > 0 && ' · '}
                <a href={safeLink(app.url) ?? undefined} rel="noopener">
                  {app.name}
                </a>
              </span>
            ))}
          </p>
        )}
        <Suspense fallback={null}>
          <ChatForm
            idPrefix="chat-widget"
            action={`${localePrefix(locale)}/chat`}
            result={fetcher.data}
            pending={fetcher.state !== 'idle'}
            fetcher={fetcher}
          />
        </Suspense>
      </section>
    </details>
  );
}
