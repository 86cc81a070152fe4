import type { OutboxMessage } from './outbox-repository.ts';

export interface CustomerRecord {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  name: string | null;
  active: boolean;
  scope: unknown;
  customerId: number | null;
  locale: string;
  tokenVersion: number;
  activatedAt: Date | null;
  createdAt: Date;
}

export type CustomerDetails = Partial<Omit<CustomerRecord, 'id'>>;

/** An outbox message written in the same transaction as the change that causes it. */

export interface UserRepository {
  findByEmail(email: string): Promise<UserRecord | undefined>;
  findById(id: number): Promise<UserRecord | undefined>;
  findCustomer(id: number): Promise<CustomerRecord | undefined>;
  /** Creates the account and writes `outbox` in the same transaction; undefined when the e-mail is taken. */
  create(
    user: {
      email: string;
      passwordHash: string;
      name: string | null;
      locale: string;
      scope: unknown;
      active: boolean;
    },
    outbox: (user: UserRecord) => Promise<OutboxMessage[]>,
  ): Promise<UserRecord | undefined>;
  activate(id: number, at: Date): Promise<void>;
  /** Stores a new hash and bumps the token version, so every older token stops working. */
  changePassword(id: number, passwordHash: string): Promise<void>;
  updateProfile(
    id: number,
    changes: { name?: string | null; locale?: string; customer?: CustomerDetails },
  ): Promise<void>;
}
