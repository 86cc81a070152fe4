import { describe, expect, it } from 'vitest';
import { longFunctions } from '../../../scripts/check-function-length.ts';

const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

describe('the function length check of npm run lint', () => {
  it('counts the lines of a component whose body is one JSX tree (which Biome’s rule does not)', () => {
    const component = `export function Long() {\n  return (\n    <ul>\n${lines(77, (i) => `      <li>${i}</li>`)}\n    </ul>\n  );\n}\n`;
    expect(longFunctions('long.tsx', component)).toEqual(['long.tsx:1 Long (81 lines)']);
  });

  it('lets a function of 80 lines pass, and names arrow functions by their variable', () => {
    const body = (count: number) => lines(count, (i) => `  total += ${i};`);
    const fine = `function fine() {\n${body(80)}\n}\n`;
    const arrow = `const tooLong = () => {\n${body(81)}\n};\n`;
    expect(longFunctions('a.ts', fine)).toEqual([]);
    expect(longFunctions('b.ts', arrow)).toEqual(['b.ts:1 tooLong (81 lines)']);
  });
});
