import {
  belongsTo,
  dateTime,
  flag,
  id,
  int,
  required,
  serverSet,
  text,
  timestamps,
} from './content-fields.ts';
import { entity } from './entity-builders.ts';

/** Who buys: customers, the coupons they redeem, and the resellers who book on credit. */

export const customers = entity({
  name: 'customers',
  read: 'private',
  fields: {
    id,
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    phone: text(40),
    address: text(200),
    zipCode: text(20),
    city: text(100),
    country: text(2, {
      check: (v) => (v === null || /^[A-Z]{2}$/.test(String(v)) ? null : { key: 'invalidValue' }),
    }),
    ...timestamps,
  },
  relations: {},
});

export const coupons = entity({
  name: 'coupons',
  read: 'private',
  fields: {
    id,
    name: required(100),
    active: flag(),
    email: text(254),
    fromAmount: int({ min: 0 }),
    toAmount: int({ min: 0 }),
    activeFrom: dateTime(),
    activeUntil: dateTime(),
    totalUsesLimit: int({ min: 0 }),
    discountKind: text(20, { oneOf: ['percentage', 'fixed'], nullable: false }),
    discountValue: int({ min: 0, nullable: false }),
    ...timestamps,
  },
  relations: {},
});

/**
 * Not in the spec's list, which hides how a reseller comes to be (decision 0023): staff open the account
 * and set its credit limit here; the credit used moves only with the ledger.
 */
export const resellers = entity({
  name: 'resellers',
  read: 'private',
  fields: {
    id,
    userId: int({ required: true, nullable: false, createOnly: true, min: 1 }),
    companyName: required(200),
    contactEmail: required(254),
    creditLimit: int({ min: 0, nullable: false }),
    creditUsed: serverSet('integer'),
    active: flag(),
    ...timestamps,
  },
  relations: { user: belongsTo('users', 'userId') },
});
