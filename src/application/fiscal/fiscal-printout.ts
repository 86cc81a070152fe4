import type {
  CorrelatedDocument,
  FiscalDocument,
  FiscalDocumentKind,
  FiscalLine,
  FiscalSum,
} from '#domain/fiscal/fiscal-document.ts';
import { fiscalNumberText } from '#domain/fiscal/fiscal-document.ts';
import { CARRIER_VAT_RATE, type VatTreatment } from '#domain/fiscal/vat-treatment.ts';
import type { Order } from '#domain/orders/order.ts';
import { type FormatMessage, wordChargeLines } from '../orders/charge-line-words.ts';
import type { FiscalPrintout, PrintedFiscalSection } from '../ports/fiscal-document-renderer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import { euros as eurosOf } from '../voucher/voucher-formatting.ts';

/** The title of each kind of document (decisions 0062, 0096). */
const TITLES: Record<FiscalDocumentKind, string> = {
  invoice: 'fiscalInvoiceTitle',
  receipt: 'fiscalReceiptTitle',
  creditInvoice: 'fiscalCreditInvoiceTitle',
  creditReceipt: 'fiscalCreditReceiptTitle',
};

/** The document a credit document corrects: its number, and its MARK once it has one. */
function correlatedText(correlated: CorrelatedDocument, format: FormatMessage): string {
  const number = fiscalNumberText(correlated);
  return correlated.mark ? `${number} · ${format('fiscalMark', { mark: correlated.mark })}` : number;
}

function parties(document: FiscalDocument, format: FormatMessage): FiscalPrintout['parties'] {
  const { issuer, buyer } = document;
  const issuerLines = [
    issuer.name,
    format('fiscalVatNumber', { number: issuer.vatNumber }),
    format('fiscalTaxOffice', { office: issuer.taxOffice }),
    issuer.address,
  ];
  const buyerLines = buyer && [
    buyer.companyName,
    format('fiscalVatNumber', { number: buyer.tax }),
    format('fiscalTaxOffice', { office: buyer.registry }),
    format('fiscalActivity', { activity: buyer.activity }),
    buyer.address,
  ];
  return [
    { heading: format('fiscalIssuer'), lines: issuerLines },
    ...(buyerLines ? [{ heading: format('fiscalBuyer'), lines: buyerLines }] : []),
  ];
}

/** Each line worded as on every other view (decision 0051), a sailing's with its number and company. */
function descriptions(document: FiscalDocument, order: Order, format: FormatMessage): string[] {
  const nameOf = (legIndex: number, index: number) => {
    const passenger = order.legs[legIndex]?.booking.passengers[index];
    return passenger ? `${passenger.name} ${passenger.surname}` : '';
  };
  const chargeLines = document.lines.map((line) => line.line);
  return wordChargeLines(chargeLines, format, nameOf).map((line) => {
    const sailing =
      line.legIndex === null
        ? null
        : format('fiscalSailing', {
            n: line.legIndex + 1,
            company: order.legs[line.legIndex]?.companyName ?? '',
          });
    return [sailing, line.label, line.detail].filter(Boolean).join(' · ');
  });
}

interface SectionWords {
  heading: string;
  note: string | null;
  subtotal: (sum: FiscalSum) => string;
}

function section(
  entries: Array<{ line: FiscalLine; description: string }>,
  sum: FiscalSum,
  words: SectionWords,
  euros: (amount: number) => string,
): PrintedFiscalSection {
  return {
    heading: words.heading,
    note: words.note,
    lines: entries.map(({ line, description }) => ({
      description,
      vatRate: `${line.vatRate} %`,
      net: euros(line.net),
      vat: euros(line.vat),
      amount: euros(line.line.amount),
      cents: line.line.amount,
    })),
    subtotal: { label: words.subtotal(sum), amount: euros(sum.gross), cents: sum.gross },
  };
}

/**
 * The printout of an issued document in the order's language: the order's own lines, split into what was
 * sold for the carrier and Kyma's own services (decision 0062), and the MARK or that it is pending.
 */
export function fiscalPrintout(document: FiscalDocument, order: Order, words: MessageWords): FiscalPrintout {
  const format = words(document.locale);
  const euros = (amount: number) => format('fiscalAmount', { amount: eurosOf(amount) });
  const worded = descriptions(document, order, format);
  const entries = document.lines.map((line, index) => ({ line, description: worded[index]! }));
  const of = (treatment: VatTreatment) => entries.filter(({ line }) => line.treatment === treatment);
  const { totals } = document;
  const sections = [
    section(
      of('onBehalfOfCarrier'),
      totals.onBehalfOfCarrier,
      {
        heading: format('fiscalOnBehalfHeading'),
        note: format('fiscalOnBehalfNote', { rate: CARRIER_VAT_RATE }),
        subtotal: () => format('fiscalSubtotalOnBehalf'),
      },
      euros,
    ),
    section(
      of('ownSupply'),
      totals.ownSupply,
      {
        heading: format('fiscalOwnHeading'),
        note: null,
        subtotal: (sum) => format('fiscalSubtotalOwn', { net: euros(sum.net), vat: euros(sum.vat) }),
      },
      euros,
    ),
  ].filter((printed) => printed.lines.length > 0);
  const credit = document.correlated;
  return {
    locale: document.locale,
    title: format(TITLES[document.kind]),
    number: fiscalNumberText(document),
    issuedAt: document.issuedAt,
    facts: [
      { label: format('fiscalNumber'), value: fiscalNumberText(document) },
      {
        label: format('fiscalIssueDate'),
        value: format('fiscalIssueDay', { day: new Date(document.issuedAt) }),
      },
      { label: format('fiscalBookingReference'), value: document.orderReference },
      {
        label: format(credit ? 'fiscalRefundLabel' : 'fiscalPaymentLabel'),
        value: format(document.paymentMethod === 'creditLimit' ? 'fiscalPaymentCredit' : 'fiscalPaymentCard'),
      },
      ...(credit ? [{ label: format('fiscalCorrects'), value: correlatedText(credit, format) }] : []),
    ],
    parties: parties(document, format),
    columns: {
      description: format('fiscalColumnDescription'),
      vatRate: format('fiscalColumnVatRate'),
      net: format('fiscalColumnNet'),
      vat: format('fiscalColumnVat'),
      amount: format('fiscalColumnAmount'),
    },
    sections,
    total: {
      label: format(credit ? 'fiscalCreditTotal' : 'fiscalTotal'),
      amount: euros(totals.gross),
      cents: totals.gross,
    },
    mark: document.mark ? format('fiscalMark', { mark: document.mark }) : format('fiscalMarkPending'),
  };
}
