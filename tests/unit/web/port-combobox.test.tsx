import { parse } from '@formatjs/icu-messageformat-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createIntl, IntlProvider } from '#web/app/i18n/intl.tsx';
import { nativeOptions } from '#web/app/search/native-options.server.ts';
import { NativeOptionsContext } from '#web/app/search/native-options.ts';
import { NoScriptPortsContext } from '#web/app/search/no-script-ports.ts';
import { PortCombobox } from '#web/app/search/port-combobox.tsx';

const intl = createIntl({ locale: 'en-GB', messages: { searchChoosePort: parse('Choose a port') } });
const port = (code: string, name: string) => ({ code, name, localName: name, englishName: name });

/** One list for every render, as `loadSearchPorts` gives while the network's ports are the same. */
const PORTS = [port('PIR', 'Piraeus'), port('X"Y', '<b>Bad & "port"</b>'), port('JTR', 'Santorini')];

/** The list as the server's entry renders it; `only`, a page's short list (NoScriptPortsContext). */
function serverList(value: string, only?: string[]) {
  return renderToStaticMarkup(
    <IntlProvider value={intl}>
      <NativeOptionsContext.Provider value={nativeOptions}>
        <NoScriptPortsContext.Provider value={only && ({ value: only } as never)}>
          <PortCombobox
            name="from"
            label="From"
            ports={PORTS}
            value={value}
            onChange={() => {}}
            errorId="from-error"
          />
        </NoScriptPortsContext.Provider>
      </NativeOptionsContext.Provider>
    </IntlProvider>,
  );
}

describe('the port picker without JavaScript', () => {
  it('is a native list of every port with the chosen one selected', () => {
    const html = serverList('PIR');
    expect(html).toContain('<select id=');
    expect(html).toContain(
      '<option value="">Choose a port</option><option value="PIR" selected="">Piraeus</option>',
    );
    expect(serverList('')).toContain('<option value="PIR">Piraeus</option>');
  });

  it('writes port codes and names as text, never as markup', () => {
    const html = serverList('X"Y');
    expect(html).toContain(
      '<option value="X&quot;Y" selected="">&lt;b&gt;Bad &amp; &quot;port&quot;&lt;/b&gt;</option>',
    );
    expect(html).not.toContain('<b>');
  });

  it("selects each page's own choice in the list made once, and offers a short list with the chosen port", () => {
    expect(serverList('JTR')).toContain('<option value="JTR" selected="">Santorini</option>');
    const unchosen = serverList('');
    expect(unchosen).not.toContain('selected');
    expect(serverList('PIR', ['JTR'])).toContain(
      '<option value="">Choose a port</option><option value="PIR" selected="">Piraeus</option><option value="JTR">Santorini</option></select>',
    );
  });

  it('is left to the server: the browser keeps the options it was sent', () => {
    const browser = renderToStaticMarkup(
      <IntlProvider value={intl}>
        <PortCombobox name="to" label="To" ports={PORTS} value="PIR" onChange={() => {}} errorId="to-error" />
      </IntlProvider>,
    );
    expect(browser).toMatch(/<select [^>]*><\/select>/);
  });
});
