import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormattedMessage } from '../i18n/intl.tsx';
import { ActionNotice } from './action-notice.tsx';
import type { ActionAnswer } from './staff-only.server.ts';

/** A list page's "new …" form: its heading, the answer to the last submit, the fields and one button. */
export function CreateForm(props: {
  id: string;
  titleKey: string;
  submitKey: string;
  answer: ActionAnswer | undefined;
  children: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="admin-filters" aria-labelledby={props.id}>
      <h2 id={props.id} className="admin-filters__wide">
        <FormattedMessage id={props.titleKey} />
      </h2>
      <ActionNotice answer={props.answer} />
      {props.children}
      <div className="admin-filters__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <FormattedMessage id={props.submitKey} />
        </button>
      </div>
    </Form>
  );
}
