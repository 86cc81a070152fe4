import {
  belongsTo,
  flag,
  hasMany,
  id,
  int,
  json,
  language,
  required,
  serverSet,
  stamp,
  text,
  timestamps,
} from './content-fields.ts';
import { entity, listing, published, serverLog } from './entity-builders.ts';
import { checkPermissionList, checkScope } from './value-checks.ts';

/** The site's own machinery: who may do what, files, settings, languages, the e-mail log. */

export const applications = entity({
  name: 'applications',
  read: 'private',
  fields: { id, name: required(100), description: text(500), active: flag(), ...timestamps },
  relations: { resources: hasMany('resources', 'applicationId') },
});

export const resources = entity({
  name: 'resources',
  read: 'private',
  fields: {
    id,
    applicationId: int({ required: true }),
    name: required(100),
    permissions: json({ check: checkPermissionList }),
    ...timestamps,
  },
  relations: { application: belongsTo('applications', 'applicationId') },
});

export const files = serverLog({
  name: 'files',
  fields: {
    originalName: required(255),
    mimeType: serverSet('string'),
    extension: serverSet('string'),
    size: serverSet('integer'),
    width: serverSet('integer'),
    height: serverSet('integer'),
    data: json({ links: 'inside' }),
    createdBy: serverSet('integer'),
    ...timestamps,
  },
  relations: {},
});

export const settings = published({
  name: 'settings',
  published: { field: 'public', equals: true },
  primaryKey: { field: 'key', type: 'string' },
  fields: {
    key: required(128, { check: (v) => (/^[\w.-]+$/.test(String(v)) ? null : { key: 'invalidValue' }) }),
    value: json({ required: true, links: 'inside' }),
    public: flag(),
    updatedAt: stamp,
  },
  relations: {},
});

export const users = entity({
  name: 'users',
  read: 'private',
  creatable: false,
  fields: {
    id,
    email: { type: 'string', max: 254, writable: false },
    passwordHash: { type: 'string', hidden: true, writable: false },
    tokenVersion: { type: 'integer', hidden: true, writable: false },
    name: text(200),
    active: flag(),
    scope: json({ check: checkScope, writePermission: 'admin' }),
    customerId: int(),
    locale: language(false),
    activatedAt: stamp,
    ...timestamps,
  },
  relations: { customer: belongsTo('customers', 'customerId') },
});

export const languages = listing({
  name: 'languages',
  primaryKey: { field: 'code', type: 'string' },
  fields: {
    code: language(true),
    name: required(64),
    isDefault: serverSet('boolean'),
    active: flag(),
    position: int({ nullable: false }),
  },
  relations: {},
});

export const emails = serverLog({
  name: 'emails',
  fields: {
    recipient: serverSet('string'),
    subject: serverSet('string'),
    template: serverSet('string'),
    locale: serverSet('string'),
    status: serverSet('string'),
    error: serverSet('string'),
    sentAt: stamp,
    createdAt: stamp,
  },
  relations: {},
});
