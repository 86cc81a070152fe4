import type { Actor } from '#domain/auth/principal.ts';
import type { ProfileChange } from '#domain/auth/profile.ts';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
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

/** The fields the client sent (yup reads an absent one as undefined), so only those are written. */
const definedOnly = (details: Record<string, string | null | undefined>): CustomerDetails =>
  Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));

/** `GET auth/user` (with `include=customer`) and `PATCH users/me`: a user reads and changes only their own record. */
export class CurrentUserAccount {
  readonly #deps: { users: UserRepository };

  constructor(deps: { users: UserRepository }) {
    this.#deps = deps;
  }

  async get(input: { actor: Actor; include?: unknown }): Promise<Result<CurrentUser, Refusal>> {
    if (!input.actor) return err({ code: 'unauthorized' });
    if (
      input.include !== undefined &&
      input.include !== '' &&
      !['customer', '["customer"]'].includes(String(input.include))
    ) {
      return err(fieldRefusal('invalidForm', 'include', m.unknownName, { allowed: 'customer' }));
    }
    const user = await this.#deps.users.findById(input.actor.id);
    if (!user) return err({ code: 'unauthorized' });
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

  /** The profile as `profileChangeSchema` read it: a blank name clears it, an absent field stays as it is. */
  async update(input: { actor: Actor; change: ProfileChange }): Promise<Result<CurrentUser, Refusal>> {
    if (!input.actor) return err({ code: 'unauthorized' });
    const { name, locale, customer } = input.change;
    const changes: { name?: string | null; locale?: string; customer?: CustomerDetails } = {
      ...(name !== undefined ? { name: name === null || name.trim() === '' ? null : name.trim() } : {}),
      ...(locale !== undefined ? { locale } : {}),
      ...(customer !== undefined ? { customer: definedOnly(customer) } : {}),
    };
    if (Object.keys(changes).length === 0) return err(fieldRefusal('invalidForm', '', m.changesNothing));
    await this.#deps.users.updateProfile(input.actor.id, changes);
    return this.get({ actor: input.actor, include: 'customer' });
  }
}
