import type { Container } from 'inversify';
import { APP_USE_CASES, type AppServices } from '#application/app-services.ts';
import { BACK_OFFICE_USE_CASES } from '#application/back-office/back-office-services.ts';
import { CHECKOUT_USE_CASES } from '#application/checkout/checkout-services.ts';
import { FERRY_USE_CASES } from '#application/ferry/ferry-services.ts';
import { resolveServices } from './resolve-services.ts';
import { PORTS } from './tokens.ts';

/**
 * The use cases the web layer and MCP get: the application's own list (`APP_USE_CASES`), each resolved by
 * its class from the module that bound it, with the business clock beside them.
 */
export function appServices(container: Container): AppServices {
  return { clock: container.get(PORTS.clock), ...resolveServices(container, APP_USE_CASES) };
}

/** The ferry use cases alone, as a test or a tool drives the booking API's operations. */
export const ferryServices = (container: Pick<Container, 'get'>) =>
  resolveServices(container, FERRY_USE_CASES);

/** The checkout and after-sale use cases alone, as the checkout tests drive them. */
export const checkoutServices = (container: Pick<Container, 'get'>) =>
  resolveServices(container, CHECKOUT_USE_CASES);

/** The staff pages' use cases alone. */
export const backOfficeServices = (container: Pick<Container, 'get'>) =>
  resolveServices(container, BACK_OFFICE_USE_CASES);
