import { expect, it } from 'vitest';
import { SandboxFiscalReporter } from '#adapters/sandbox-fiscal/sandbox-fiscal-reporter.ts';
import { aFiscalDocument, fiscalReporterContract } from './fiscal-reporter.contract.ts';

fiscalReporterContract('sandbox', () => new SandboxFiscalReporter());

it('answers the same MARK when the same document is reported again (a retried job changes nothing)', async () => {
  const reporter = new SandboxFiscalReporter();
  const document = aFiscalDocument();
  expect(await reporter.report(document)).toEqual(await reporter.report(document));
});
