import { XMLBuilder } from 'fast-xml-parser';
import { type FiscalDocument, type FiscalSum, saleKindOf } from '#domain/fiscal/fiscal-document.ts';
import type { Cents } from '#domain/money/cents.ts';
import { businessDay } from '#domain/site/business-day.ts';

/** myDATA's namespaces of the invoice (v1.0) and of income classifications. */
const INVOICE_NS = 'http://www.aade.gr/myDATA/invoice/v1.0';
const INCOME_NS = 'https://www.aade.gr/myDATA/incomeClassificaton/v1.0';

/**
 * 2.1 invoice for services (ΤΠΥ), 11.2 retail receipt for services (ΑΠΥ); 5.1 credit invoice correlated with
 * the invoice it corrects, 11.4 retail credit note (decision 0096).
 */
const INVOICE_TYPES = {
  invoice: '2.1',
  receipt: '11.2',
  creditInvoice: '5.1',
  creditReceipt: '11.4',
} as const;
/** VAT categories: 1 is 24 %; 8 is "entries without VAT", what Kyma collects for the carrier. */
const VAT_CATEGORY = { ownSupply: '1', onBehalfOfCarrier: '8' } as const;
/**
 * Income classification (decision 0063): Kyma's services, wholesale for a business's invoice and retail for
 * a receipt (E3_561_001 / E3_561_003, category1_3); the carrier's fares as sales for third parties
 * (E3_881_001, category1_7).
 */
const CLASSIFICATION = {
  ownSupply: { invoice: 'E3_561_001', receipt: 'E3_561_003', category: 'category1_3' },
  onBehalfOfCarrier: { invoice: 'E3_881_001', receipt: 'E3_881_001', category: 'category1_7' },
} as const;
/** Payment method 7 is POS / e-POS (a card on the web); 5 is on credit (a reseller's account). */
const PAYMENT_TYPE = { card: '7', credit: '5' } as const;

const euros = (amount: Cents) => (amount / 100).toFixed(2);

type Treatment = keyof typeof VAT_CATEGORY;

interface ReportedLine {
  treatment: Treatment;
  /** What Kyma charges VAT on (its own supply) or collects without VAT (the carrier's share). */
  net: Cents;
  vat: Cents;
}

/**
 * myDATA takes no negative line, and the coupon is one: each treatment is reported as one line of its
 * totals (a classification per line is all myDATA asks), the carrier's without Kyma's VAT, since the VAT
 * in a fare is the carrier's own to report (decision 0062). Empty treatments are left out.
 */
function reportedLines(document: FiscalDocument): ReportedLine[] {
  const { onBehalfOfCarrier, ownSupply } = document.totals;
  const lines: Array<[Treatment, FiscalSum, boolean]> = [
    ['onBehalfOfCarrier', onBehalfOfCarrier, false],
    ['ownSupply', ownSupply, true],
  ];
  return lines
    .filter(([, sum]) => sum.gross !== 0)
    .map(([treatment, sum, withVat]) => ({
      treatment,
      net: withVat ? sum.net : sum.gross,
      vat: withVat ? sum.vat : 0,
    }));
}

/**
 * A credit document is classified as the income it corrects (its amounts positive; its type says they are
 * taken back): a credit invoice as an invoice's, a retail credit note as a receipt's.
 */
function classification(document: FiscalDocument, line: ReportedLine, prefix: string) {
  const kind = CLASSIFICATION[line.treatment];
  return {
    [`${prefix}classificationType`]: kind[saleKindOf(document.kind)],
    [`${prefix}classificationCategory`]: kind.category,
    [`${prefix}amount`]: euros(line.net),
  };
}

function detail(document: FiscalDocument, line: ReportedLine, index: number) {
  return {
    lineNumber: index + 1,
    netValue: euros(line.net),
    vatCategory: VAT_CATEGORY[line.treatment],
    vatAmount: euros(line.vat),
    incomeClassification: classification(document, line, 'icls:'),
  };
}

function counterpart(document: FiscalDocument) {
  if (!document.buyer) return {};
  return { counterpart: { vatNumber: document.buyer.tax, country: 'GR', branch: 0 } };
}

const builder = new XMLBuilder({ ignoreAttributes: false, format: false, suppressEmptyNode: true });

/** The `InvoicesDoc` of one document for `SendInvoices`, in myDATA's documented element order. */
export function invoicesDoc(document: FiscalDocument): string {
  const lines = reportedLines(document);
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    InvoicesDoc: {
      '@_xmlns': INVOICE_NS,
      '@_xmlns:icls': INCOME_NS,
      invoice: {
        issuer: { vatNumber: document.issuer.vatNumber, country: 'GR', branch: 0 },
        ...counterpart(document),
        invoiceHeader: {
          series: document.series,
          aa: document.number,
          issueDate: businessDay(new Date(document.issuedAt)),
          invoiceType: INVOICE_TYPES[document.kind],
          currency: 'EUR',
          ...(document.correlated?.mark ? { correlatedInvoices: document.correlated.mark } : {}),
        },
        paymentMethods: {
          paymentMethodDetails: {
            type: document.paymentMethod === 'creditLimit' ? PAYMENT_TYPE.credit : PAYMENT_TYPE.card,
            amount: euros(document.totals.gross),
          },
        },
        invoiceDetails: lines.map((line, index) => detail(document, line, index)),
        invoiceSummary: {
          totalNetValue: euros(net),
          totalVatAmount: euros(vat),
          totalWithheldAmount: '0.00',
          totalFeesAmount: '0.00',
          totalStampDutyAmount: '0.00',
          totalOtherTaxesAmount: '0.00',
          totalDeductionsAmount: '0.00',
          totalGrossValue: euros(net + vat),
          incomeClassification: lines.map((line) => classification(document, line, 'icls:')),
        },
      },
    },
  });
}
