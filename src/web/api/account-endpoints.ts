import { profileChangeSchema } from '#domain/auth/profile.ts';
import { type ApiDeps, signedIn } from './api-callers.ts';
import { ERROR, resultAnswer } from './api-responses.ts';
import { endpointOf } from './endpoint/endpoint.ts';

/** The signed-in user's own account (spec §7 "Auth"). */
const endpoint = endpointOf<ApiDeps>();

const NULLABLE_TEXT = { type: ['string', 'null'] };
const USER = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: NULLABLE_TEXT,
    locale: { type: 'string' },
    active: { type: 'boolean' },
    scope: { type: 'array', items: { type: 'string' } },
    customerId: { type: ['integer', 'string', 'null'] },
    activatedAt: NULLABLE_TEXT,
    createdAt: { type: 'string' },
    customer: { type: ['object', 'null'], description: 'With `include=customer`: the linked customer' },
  },
};

const currentUser = endpoint({
  operationId: 'currentUser',
  method: 'get',
  path: '/auth/user',
  summary: 'The signed-in user (include=customer adds the linked customer)',
  caller: signedIn,
  responses: { 200: { description: 'The user', json: USER }, 401: ERROR },
  examples: [{ summary: 'With the customer', query: { include: 'customer' }, status: 200 }],
  async handle({ req, deps, caller, lang }) {
    return resultAnswer(
      await deps.services.auth.currentUser.get({ actor: caller, include: req.query.include }),
      lang,
    );
  },
});

const updateProfile = endpoint({
  operationId: 'updateProfile',
  method: 'patch',
  path: '/users/me',
  summary: "Change the signed-in user's own name, language and customer details",
  caller: signedIn,
  body: profileChangeSchema,
  responses: { 200: { description: 'The user as changed', json: USER }, 400: ERROR, 401: ERROR },
  examples: [
    { summary: 'A new name', body: { name: 'Eleni Papadopoulou' }, status: 200 },
    { summary: 'A language the site does not speak', body: { locale: 'xx' }, status: 400 },
  ],
  async handle({ body, deps, caller, lang }) {
    return resultAnswer(await deps.services.auth.currentUser.update({ actor: caller, change: body }), lang);
  },
});

export const ACCOUNT_ENDPOINTS = [currentUser, updateProfile];
