import { describe, expect, it } from 'vitest';
import { heldInHtml } from '#web/app/held-in-html.tsx';

const request = (url: string) => new Request(`http://kyma.test${url}`);

describe('data a page only shows', () => {
  it('reaches the server render of a document but none of its own enumerable properties', () => {
    const held = heldInHtml(request('/en'), { sections: ['destinations'] });
    expect(held.value).toEqual({ sections: ['destinations'] });
    // React Router writes a class instance into the hydration data as these entries.
    expect(Object.entries(held)).toEqual([]);
  });

  it('travels as data to a client-side navigation', () => {
    const held = heldInHtml(request('/en.data'), { sections: ['destinations'] });
    expect(Object.entries(held)).toEqual([['value', { sections: ['destinations'] }]]);
  });
});
