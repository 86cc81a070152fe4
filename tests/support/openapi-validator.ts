import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** A JSON pointer (RFC 6901) from path segments. */
const pointer = (segments: string[]) =>
  segments.map((text) => text.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks requests and answers against an OpenAPI 3.1 document with ajv, `#/components/...` references
 * resolved in the document. Each check returns ajv's errors as text, or an empty list.
 */
export function openApiValidator(document: object) {
  // The document's own keys (openapi, info, paths) are not JSON Schema keywords: strict mode would refuse them.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi');
  const check = (segments: string[], value: unknown) => {
    const validate = ajv.getSchema(`openapi#/${pointer(segments)}`);
    if (!validate) return [`no schema at ${segments.join(' ')}`];
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
  return {
    answer: (method: string, path: string, status: number, body: unknown, mediaType = 'application/json') =>
      check(['paths', path, method, 'responses', String(status), 'content', mediaType, 'schema'], body),
    request: (method: string, path: string, body: unknown) =>
      check(['paths', path, method, 'requestBody', 'content', 'application/json', 'schema'], body),
  };
}
