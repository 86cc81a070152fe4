import {
  belongsTo,
  cardImageRelations,
  cardImages,
  dateTime,
  file,
  fileId,
  flag,
  id,
  int,
  json,
  listed,
  pageSlug,
  pageTexts,
  required,
  text,
  timestamps,
  translatedText,
} from './content-fields.ts';
import { listing } from './entity-builders.ts';
import { checkFaq, checkPortCodes } from './value-checks.ts';

/** What the site advertises to travellers: destinations, popular routes, offers, ferry companies. */

const optionalTitle = () => text(300, { translatable: true });
const article = () => translatedText(20_000);

export const destinations = listing({
  name: 'destinations',
  fields: {
    id,
    slug: pageSlug(),
    name: required(200, { translatable: true }),
    ...pageTexts(optionalTitle()),
    description: article(),
    faq: json({ translatable: true, check: checkFaq }),
    portCodes: json({ check: checkPortCodes }),
    ...cardImages,
    ...listed,
  },
  relations: {
    ...cardImageRelations,
    relatedDestinations: {
      kind: 'manyToMany',
      entity: 'destinations',
      through: 'destination_relations',
      from: 'destination_id',
      to: 'related_id',
    },
  },
});

export const popularRoutes = listing({
  name: 'popularroutes',
  table: 'popular_routes',
  fields: {
    id,
    departurePort: required(16),
    destinationPort: required(16),
    title: required(300, { translatable: true }),
    kind: text(20, { oneOf: ['domestic', 'international'], nullable: false }),
    priceFrom: int({ min: 0 }),
    imageId: fileId(),
    ...listed,
  },
  relations: { image: file('imageId') },
});

export const offers = listing({
  name: 'offers',
  fields: {
    id,
    slug: pageSlug(),
    ...pageTexts(required(300, { translatable: true })),
    description: article(),
    ...cardImages,
    companyId: int(),
    active: flag(),
    validFrom: dateTime(),
    validUntil: dateTime(),
    position: int({ nullable: false }),
    ...timestamps,
  },
  relations: { ...cardImageRelations, company: belongsTo('companies', 'companyId') },
});

export const companies = listing({
  name: 'companies',
  fields: {
    id,
    code: required(16),
    slug: pageSlug(),
    name: required(200),
    ...pageTexts(optionalTitle()),
    description: article(),
    logoId: fileId(),
    ...listed,
  },
  relations: { logo: file('logoId') },
});
