import { readBody } from '#domain/auth/credentials.ts';
import type { Actor } from '#domain/auth/principal.ts';
import { isLocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { requestErrorOf, worded } from '../errors/refusal-wording.ts';
import { invalidRequest, type RequestError, requestError } from '../errors/request-error.ts';
import type { CustomerDetails, CustomerRecord, UserRepository } from '../ports/user-repository.ts';

/** The signed-in user as `GET auth/user` returns it: permissions under `scope` (spec §3), never the hash. */
export interface CurrentUser {
  id: number;
  email: string;
  name: string | null;
  active: boolean;
  scope: unknown;
  locale: string;
  customerId: number | null;
  activatedAt: Date | null;
  createdAt: Date;
  customer?: CustomerRecord | null;
}

const CUSTOMER_FIELDS: Record<keyof CustomerDetails, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  address: 200,
  zipCode: 20,
  city: 100,
  country: 2,
};

/** `GET auth/user` (with `include=customer`) and `PATCH users/me`: a user reads and changes only their own record. */
export class CurrentUserAccount {
  readonly #deps: { users: UserRepository };

  constructor(deps: { users: UserRepository }) {
    this.#deps = deps;
  }

  async get(input: { actor: Actor; include?: unknown }): Promise<Result<CurrentUser, RequestError>> {
    if (!input.actor) return err(requestError('unauthorized', 'sign in first'));
    if (
      input.include !== undefined &&
      input.include !== '' &&
      !['customer', '["customer"]'].includes(String(input.include))
    ) {
      return err(invalidRequest('include may only name customer'));
    }
    const user = await this.#deps.users.findById(input.actor.id);
    if (!user) return err(requestError('unauthorized', 'the account no longer exists'));
    const view: CurrentUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      active: user.active,
      scope: user.scope,
      locale: user.locale,
      customerId: user.customerId,
      activatedAt: user.activatedAt,
      createdAt: user.createdAt,
    };
    if (input.include) {
      view.customer =
        user.customerId === null ? null : ((await this.#deps.users.findCustomer(user.customerId)) ?? null);
    }
    return ok(view);
  }

  async update(input: { actor: Actor; body: unknown }): Promise<Result<CurrentUser, RequestError>> {
    if (!input.actor) return err(requestError('unauthorized', 'sign in first'));
    const body = readBody(input.body, ['name', 'locale', 'customer']);
    if (!body.ok) return worded(body);
    const { name, locale, customer } = body.value;
    const problems: string[] = [];
    const changes: { name?: string | null; locale?: string; customer?: CustomerDetails } = {};
    if (name !== undefined) {
      if (name !== null && (typeof name !== 'string' || name.length > 200))
        problems.push('name must be a string of at most 200 characters');
      else changes.name = name === null || name.trim() === '' ? null : name.trim();
    }
    if (locale !== undefined) {
      if (!isLocaleCode(locale)) problems.push('locale must be one of el, en, de, es, fr, it, sq');
      else changes.locale = locale;
    }
    if (customer !== undefined) {
      const details = readBody(customer, Object.keys(CUSTOMER_FIELDS));
      if (!details.ok) problems.push(`customer: ${requestErrorOf(details.error).message}`);
      else {
        changes.customer = {};
        for (const [field, value] of Object.entries(details.value)) {
          const max = CUSTOMER_FIELDS[field as keyof CustomerDetails];
          if (value !== null && (typeof value !== 'string' || value.length > max)) {
            problems.push(`customer.${field} must be a string of at most ${max} characters`);
          } else changes.customer[field as keyof CustomerDetails] = value as string | null;
        }
      }
    }
    if (problems.length > 0) return err(invalidRequest('invalid profile', problems));
    if (Object.keys(changes).length === 0) return err(invalidRequest('the body changes nothing'));
    await this.#deps.users.updateProfile(input.actor.id, changes);
    return this.get({ actor: input.actor, include: 'customer' });
  }
}
