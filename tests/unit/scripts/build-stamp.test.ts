import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, inputsFingerprint } from '../../../scripts/build-stamp.ts';

describe('npm start builds only what changed (issue #48)', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  async function project(files: Record<string, string>) {
    const root = await mkdtemp(path.join(tmpdir(), 'kyma-build-stamp-'));
    folders.push(root);
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    return root;
  }

  it('serves a build made from the inputs as they are, and builds again when one changed or is missing', async () => {
    const root = await project({
      'src/web/app/root.tsx': 'export {}',
      'src/web/app/i18n/messages/en.json': '{"hello":"Hello"}',
      'content/pages/about.md': '# About',
      'package-lock.json': '{}',
    });
    const built = await inputsFingerprint(root);
    expect(buildIsCurrent({ stamp: built, outputsPresent: true }, await inputsFingerprint(root))).toBe(true);

    await writeFile(path.join(root, 'src/web/app/i18n/messages/en.json'), '{"hello":"Hi"}');
    const afterCatalogue = await inputsFingerprint(root);
    expect(buildIsCurrent({ stamp: built, outputsPresent: true }, afterCatalogue)).toBe(false);

    await writeFile(path.join(root, 'content/pages/news.md'), '# News');
    expect(await inputsFingerprint(root)).not.toBe(afterCatalogue);
  });

  it('builds when there is no stamp (never built, or a build that failed) or no build to serve', async () => {
    const root = await project({ 'src/main.ts': 'export {}' });
    const inputs = await inputsFingerprint(root);
    expect(buildIsCurrent({ stamp: null, outputsPresent: true }, inputs)).toBe(false);
    expect(buildIsCurrent({ stamp: inputs, outputsPresent: false }, inputs)).toBe(false);
  });
});
