import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { readAfmAnswer } from '#adapters/aade/rg-ws-public2-answer.ts';
import { afmRequestEnvelope } from '#adapters/aade/rg-ws-public2-request.ts';

/** The shape JAX-WS emits when it prefixes every element (AADE's WSDL allows both this and the live shape). */
const prefixed = (records: string) =>
  `<?xml version='1.0' encoding='UTF-8'?><S:Envelope xmlns:S="http://www.w3.org/2003/05/soap-envelope"><S:Body>` +
  `<ns2:rgWsPublic2AfmMethodResponse xmlns:ns2="http://rgwspublic2/RgWsPublic2Service" xmlns:ns3="http://rgwspublic2/RgWsPublic2">` +
  `<ns2:result><ns3:rg_ws_public2_result_rtType>${records}</ns3:rg_ws_public2_result_rtType></ns2:result>` +
  `</ns2:rgWsPublic2AfmMethodResponse></S:Body></S:Envelope>`;

describe('reading RgWsPublic2 answers', () => {
  it('reads prefixed records, entities and nil fields', () => {
    const answer = readAfmAnswer(
      prefixed(
        `<ns3:error_rec><ns3:error_code xsi:nil="true"/><ns3:error_descr xsi:nil="true"/></ns3:error_rec>` +
          `<ns3:basic_rec><ns3:afm>094014201</ns3:afm><ns3:doy_descr>ΦΑΕ ΑΘΗΝΩΝ</ns3:doy_descr>` +
          `<ns3:onomasia>ΜΑΡΚΟΣ &amp; ΥΙΟΙ Ο.Ε. &#x3A9;</ns3:onomasia><ns3:commer_title xsi:nil="true"/>` +
          `<ns3:postal_address>ΕΡΜΟΥ</ns3:postal_address><ns3:postal_address_no>5</ns3:postal_address_no>` +
          `<ns3:deactivation_flag>1</ns3:deactivation_flag></ns3:basic_rec>` +
          `<ns3:firm_act_tab><ns3:item><ns3:firm_act_code>47111000</ns3:firm_act_code>` +
          `<ns3:firm_act_descr>ΛΙΑΝΙΚΟ ΕΜΠΟΡΙΟ</ns3:firm_act_descr><ns3:firm_act_kind>1</ns3:firm_act_kind></ns3:item></ns3:firm_act_tab>`,
      ),
    );
    expect(answer).toMatchObject({
      kind: 'record',
      basic: { afm: '094014201', onomasia: 'ΜΑΡΚΟΣ & ΥΙΟΙ Ο.Ε. Ω', commer_title: '', postal_address_no: '5' },
      activities: [{ firm_act_code: '47111000', firm_act_descr: 'ΛΙΑΝΙΚΟ ΕΜΠΟΡΙΟ', firm_act_kind: '1' }],
    });
  });

  it('reads an error record', () => {
    expect(
      readAfmAnswer(
        prefixed(
          `<ns3:error_rec><ns3:error_code>RG_WS_PUBLIC_WRONG_AFM</ns3:error_code><ns3:error_descr>λάθος</ns3:error_descr></ns3:error_rec>`,
        ),
      ),
    ).toEqual({ kind: 'error', code: 'RG_WS_PUBLIC_WRONG_AFM', description: 'λάθος' });
  });

  it('refuses a record without a name or with a number of the wrong shape, and anything not an answer', () => {
    const record = (afm: string, name: string) =>
      prefixed(
        `<ns3:error_rec/><ns3:basic_rec><ns3:afm>${afm}</ns3:afm><ns3:onomasia>${name}</ns3:onomasia><ns3:deactivation_flag>1</ns3:deactivation_flag></ns3:basic_rec>`,
      );
    expect(readAfmAnswer(record('094014201', 'ΟΝΟΜΑ'))?.kind).toBe('record');
    expect(readAfmAnswer(record('094014201', ''))).toBeNull();
    expect(readAfmAnswer(record('94014201', 'ΟΝΟΜΑ'))).toBeNull();
    expect(readAfmAnswer('<html><body>502</body></html>')).toBeNull();
    expect(readAfmAnswer('')).toBeNull();
  });

  it('writes any credentials into the request so that reading it back gives the same text', () => {
    const parser = new XMLParser({
      removeNSPrefix: true,
      ignoreAttributes: false,
      parseTagValue: false,
      trimValues: false,
    });
    fc.assert(
      fc.property(fc.string(), fc.string(), (username, password) => {
        const envelope = afmRequestEnvelope({ username, password, callerVat: '', vatNumber: '094014201' });
        const token = parser.parse(envelope).Envelope.Header.Security.UsernameToken;
        expect(String(token.Username)).toBe(username);
        expect(String(token.Password['#text'] ?? '')).toBe(password);
      }),
    );
  });
});
