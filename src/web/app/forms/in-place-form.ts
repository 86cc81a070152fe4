import { type FetcherWithComponents, Form } from 'react-router';

/**
 * A form that answers in place when it submits through a fetcher (JavaScript on), and otherwise posts to
 * its own page, which shows the same form with the answer.
 */
export interface InPlaceFormProps<Answer> {
  /** Keeps ids unique when a page shows the form twice (widget or footer, and its own page). */
  idPrefix: string;
  action: string;
  result: Answer | undefined;
  pending: boolean;
  fetcher?: FetcherWithComponents<Answer>;
}

/** The form element to render: the fetcher's, or a plain navigating form. */
export const formElementOf = <Answer>(fetcher: FetcherWithComponents<Answer> | undefined) =>
  fetcher ? fetcher.Form : Form;
