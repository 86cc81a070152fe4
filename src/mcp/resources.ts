import { ferryRefusal } from '#application/ferry/ferry-network.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { Result } from '#domain/shared/result.ts';
import type { McpServices } from './tool.ts';

/** What an agent may read as context before searching: the network's ports and its companies. */
export const PORTS_RESOURCE = {
  uri: 'kyma://ports',
  name: 'ports',
  title: 'Ports',
  description: 'Every port Kyma sells sailings from or to: code, names, country, area, island or not.',
  mimeType: 'application/json',
};

export const COMPANIES_TEMPLATE = {
  uriTemplate: 'kyma://ports/{code}/companies',
  name: 'port-companies',
  title: 'Companies calling at a port',
  description:
    'The ferry companies that call at a port (a code from kyma://ports): vessels, cancellation terms, e-tickets.',
  mimeType: 'application/json',
};

const COMPANIES_URI = /^kyma:\/\/ports\/([A-Za-z]{3})\/companies$/;

/** A resource's JSON, or the refusal of the use case behind it; null for an address that is none of them. */
export async function readResource(
  services: McpServices,
  uri: string,
): Promise<Result<unknown, Refusal> | null> {
  if (uri === PORTS_RESOURCE.uri) {
    const ports = await services.ferry.listPorts.execute({ lang: 'en' });
    return ports.ok ? ports : { ok: false, error: ferryRefusal(ports.error) };
  }
  const port = COMPANIES_URI.exec(uri)?.[1];
  if (!port) return null;
  const companies = await services.ferry.getCompanyDetails.execute({ portCode: port.toUpperCase() });
  return companies.ok ? companies : { ok: false, error: ferryRefusal(companies.error) };
}
