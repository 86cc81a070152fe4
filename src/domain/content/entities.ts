import { coupons, customers, resellers } from './customer-entities.ts';
import {
  authors,
  categories,
  galleries,
  lists,
  menus,
  pages,
  posts,
  sections,
  tags,
} from './editorial-entities.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { applications, emails, files, languages, resources, settings, users } from './site-entities.ts';
import { companies, destinations, offers, popularRoutes } from './travel-entities.ts';

/** Spec §3 "Content entities"; `auth` is not a table but the authentication endpoints. */
export const CONTENT_ENTITIES: readonly EntityDefinition[] = [
  applications,
  resources,
  files,
  posts,
  pages,
  sections,
  settings,
  users,
  categories,
  languages,
  authors,
  galleries,
  lists,
  menus,
  tags,
  destinations,
  popularRoutes,
  offers,
  companies,
  customers,
  coupons,
  resellers,
  emails,
];

const BY_NAME = new Map(CONTENT_ENTITIES.map((definition) => [definition.name, definition]));

export function findEntity(name: string): EntityDefinition | undefined {
  return BY_NAME.get(name);
}

export const CONTENT_ENTITY_NAMES = CONTENT_ENTITIES.map((definition) => definition.name);
