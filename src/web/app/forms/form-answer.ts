/** A field the server refused, with the message key that says why. */
export interface FieldFailure {
  path: string;
  key: string;
}

/** What a visitor form's action answers: done (`sent`, `pending`, …), the refused fields, or a failure. */
export type FormAnswer<Done extends string> =
  | { status: Done }
  | { status: 'invalid'; fields: FieldFailure[] }
  | { status: 'failed' };

export const fieldErrorOf = (
  answer: { status: string; fields?: FieldFailure[] } | undefined,
  name: string,
) => (answer?.status === 'invalid' ? answer.fields?.find((field) => field.path === name)?.key : undefined);
