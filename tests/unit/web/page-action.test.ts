import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { cancellationRequestSchema, legIndexSchema } from '#domain/orders/cancellation-request-schema.ts';
import { intentOf, pageAction } from '#web/app/forms/page-action.server.ts';

/** A form posted to the French order page. */
const posted = (fields: Record<string, string>) => ({
  request: new Request('https://kyma.test/fr/orderdetails', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  }),
  context: new RouterContextProvider(),
});

/** The status of what an action threw (React Router's `data` for 4xx), or of a thrown Response. */
async function refusedStatus(answer: Promise<unknown>) {
  try {
    await answer;
  } catch (thrown) {
    return (
      (thrown as { init?: { status?: number }; status?: number }).init?.status ?? (thrown as Response).status
    );
  }
  return 'answered';
}

const runs: unknown[] = [];
const action = pageAction({
  cancelLeg: intentOf({
    schema: cancellationRequestSchema.concat(object({ leg: legIndexSchema().required() })),
    async run({ form, locale }) {
      runs.push({ form, locale });
      return 'cancelled';
    },
  }),
  rename: intentOf({
    schema: object({ name: string().trim().required('fieldRequired') }),
    invalid: (fields) => ({ refused: fields }),
    run: async ({ form }) => `renamed ${form.name}`,
  }),
});

describe('a page action declared by its intents (issue #50)', () => {
  it('hands the intent its form as the schema read it (typed numbers), in the page’s language', async () => {
    runs.length = 0;
    const answer = await action(
      posted({ intent: 'cancelLeg', leg: '1', acceptedRefund: '5720', extra: 'x' }),
    );
    expect(answer).toBe('cancelled');
    expect(runs).toEqual([{ form: { acceptedRefund: 5720, leg: 1 }, locale: 'fr' }]);
  });

  it('answers the fields the schema refused where the intent shows them beside the form', async () => {
    expect(await action(posted({ intent: 'rename', name: '  ' }))).toEqual({
      refused: [{ path: 'name', key: 'fieldRequired' }],
    });
  });

  it('refuses with 400 a form no page sends: an unknown intent, a prototype name, a field out of range', async () => {
    const forms: Record<string, string>[] = [
      { intent: 'delete' },
      { intent: 'constructor' },
      { intent: '__proto__' },
      {},
      { intent: 'cancelLeg', leg: '12', acceptedRefund: '0' },
      { intent: 'cancelLeg', leg: '0', acceptedRefund: 'NaN' },
      { intent: 'cancelLeg', leg: '0' },
    ];
    for (const fields of forms) {
      expect(await refusedStatus(action(posted(fields)))).toBe(400);
    }
  });
});
