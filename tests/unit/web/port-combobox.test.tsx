import { parse } from '@formatjs/icu-messageformat-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createIntl, IntlProvider } from '#web/app/i18n/intl.tsx';
import { PortCombobox } from '#web/app/search/port-combobox.tsx';

const intl = createIntl({ locale: 'en-GB', messages: { searchChoosePort: parse('Choose a port') } });
const port = (code: string, name: string) => ({ code, name, localName: name, englishName: name });

function serverList(value: string) {
  return renderToStaticMarkup(
    <IntlProvider value={intl}>
      <PortCombobox
        name="from"
        label="From"
        ports={[port('PIR', 'Piraeus'), port('X"Y', '<b>Bad & "port"</b>')]}
        value={value}
        onChange={() => {}}
        errorId="from-error"
      />
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
});
