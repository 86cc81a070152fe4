import { array, object, string } from 'yup';
import { ASSISTANCE_NEEDS, ASSISTANCE_NOTE_MAX_LENGTH } from '../booking/assistance.ts';
import { messages as m } from '../errors/validation-message-keys.ts';

/** A passenger's assistance request (decision 0086): known needs only, each once, and a bounded note. */
export const assistanceSchema = object({
  needs: array()
    .of(string().oneOf(ASSISTANCE_NEEDS, m.invalidChoice).required(m.invalidChoice))
    .max(ASSISTANCE_NEEDS.length, m.invalidChoice)
    .test('each-once', m.invalidChoice, (needs) => !needs || new Set(needs).size === needs.length)
    .default([]),
  note: string().trim().max(ASSISTANCE_NOTE_MAX_LENGTH, m.textTooLong).default(''),
});
