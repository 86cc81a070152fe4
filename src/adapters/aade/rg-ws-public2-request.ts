import { XMLBuilder } from 'fast-xml-parser';

const SOAP_12 = 'http://www.w3.org/2003/05/soap-envelope';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const PASSWORD_TEXT =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
const RG_SERVICE_NS = 'http://rgwspublic2/RgWsPublic2Service';
const RG_TYPES_NS = 'http://rgwspublic2/RgWsPublic2';

export interface AfmRequest {
  /** AADE's "special credentials" (ειδικοί κωδικοί) for this service, not TAXISnet ones. */
  username: string;
  password: string;
  /** The ΑΦΜ the call is made on behalf of; empty means the credentials' own. */
  callerVat: string;
  vatNumber: string;
}

const envelopeBuilder = new XMLBuilder({ ignoreAttributes: false });

/**
 * `rgWsPublic2AfmMethod` as a SOAP 1.2 envelope: the credentials in a WS-Security UsernameToken (plain-text
 * password over TLS, as AADE's guide for RgWsPublic2 prescribes), `afm_called_by` and `afm_called_for` in
 * `INPUT_REC`. The builder escapes every value: a password may hold `<` or `&`.
 */
export function afmRequestEnvelope(request: AfmRequest): string {
  return envelopeBuilder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'env:Envelope': {
      '@_xmlns:env': SOAP_12,
      '@_xmlns:ns1': WSSE,
      '@_xmlns:ns2': RG_SERVICE_NS,
      '@_xmlns:ns3': RG_TYPES_NS,
      'env:Header': {
        'ns1:Security': {
          'ns1:UsernameToken': {
            'ns1:Username': request.username,
            'ns1:Password': { '@_Type': PASSWORD_TEXT, '#text': request.password },
          },
        },
      },
      'env:Body': {
        'ns2:rgWsPublic2AfmMethod': {
          'ns2:INPUT_REC': {
            'ns3:afm_called_by': request.callerVat,
            'ns3:afm_called_for': request.vatNumber,
          },
        },
      },
    },
  });
}
