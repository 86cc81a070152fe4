import * as yup from 'yup';

export const CHAT_ANSWER_MAX = 5000;

/** A staff answer to a live-chat message. */
export const chatAnswerSchema = yup.object({ answer: yup.string().trim().required().max(CHAT_ANSWER_MAX) });

/** A staff answer as the schema reads it: what `AnswerChat` takes. */
export type ChatAnswer = yup.InferType<typeof chatAnswerSchema>;
