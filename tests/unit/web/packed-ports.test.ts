import { describe, expect, it } from 'vitest';
import { packPorts, unpackPorts } from '#web/app/search/packed-ports.ts';

describe('the ports as the page data carries them', () => {
  it('reads back every name of every port, a name the same as the shown one included', () => {
    const ports = [
      { code: 'PIR', name: 'Piraeus', localName: 'Πειραιάς', englishName: 'Piraeus' },
      { code: 'CES', name: 'Çeşme', localName: 'Çeşme', englishName: 'Cesme' },
    ];
    const packed = packPorts(ports);
    expect(packed).toBe('PIR\tPiraeus\tΠειραιάς\t\nCES\tÇeşme\t\tCesme');
    expect(unpackPorts(packed)).toEqual(ports);
  });

  it('reads an empty list (no upstream answered) as no ports', () => {
    expect(unpackPorts(packPorts([]))).toEqual([]);
  });
});
