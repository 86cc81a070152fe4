import { PASSENGER_TYPES } from '#domain/booking/passenger.ts';
import { PET_TYPES, TRAILER_TYPES, VEHICLE_TYPES } from '#domain/booking/vehicle.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { ChargeLine, ChargeLineKind, FiscalLineKind } from '#domain/pricing/charge-lines.ts';

/** Formats one message of the site's ICU catalogues in the reader's language. */
export type FormatMessage = (id: string, values?: Record<string, string | number | Date>) => string;

/**
 * The companies' codes of seats and cabins Kyma has words for: each is worded through the message
 * `placeName_<code>`; any other code is shown as the company names it, or as the code itself.
 */
const TRANSLATED_PLACES = new Set(['DECK', 'AIR', 'ECO', 'BUS', 'VIP', 'B4', 'A4', 'A2', 'LUX']);
const TRANSLATED_CODES: Partial<Record<ChargeLineKind, { prefix: string; codes: Set<string> }>> = {
  passenger: { prefix: 'passengerType_', codes: new Set(PASSENGER_TYPES) },
  vehicle: { prefix: 'vehicleType_', codes: new Set(Object.keys(VEHICLE_TYPES)) },
  trailer: { prefix: 'trailerType_', codes: new Set(Object.keys(TRAILER_TYPES)) },
  pet: { prefix: 'petType_', codes: new Set(PET_TYPES) },
};

/** The fixed lines of an order, each one message. */
const ORDER_LINE_MESSAGES: Partial<Record<FiscalLineKind, string>> = {
  couponDiscount: 'priceDiscount',
  serviceFee: 'priceServiceFee',
  courier: 'priceShipping',
  extraCost: 'priceExtraCost',
  // A change to a sold leg (decision 0068): negative fare difference is money back.
  changeFare: 'chargeLineChangeFare',
  changeFee: 'chargeLineChangeFee',
  // Only on a credit document (decision 0096), worded in the fiscal area.
  feesShare: 'fiscalLineFeesShare',
  feeKept: 'fiscalLineFeeKept',
  staffRefund: 'fiscalLineStaffRefund',
};

/** A line as every view shows it: what it is for, who it is for (a whole cabin's occupants), how much. */
export interface WordedChargeLine {
  key: string;
  legIndex: number | null;
  label: string;
  detail: string | null;
  amount: Cents;
}

export function placeName(
  line: Pick<ChargeLine, 'accommodation' | 'accommodationName'>,
  format: FormatMessage,
) {
  const code = line.accommodation ?? '';
  return TRANSLATED_PLACES.has(code) ? format(`placeName_${code}`) : line.accommodationName || code;
}

function codeName(line: ChargeLine<FiscalLineKind>, format: FormatMessage): string {
  const table = TRANSLATED_CODES[line.kind as ChargeLineKind];
  return table?.codes.has(line.code) ? format(`${table.prefix}${line.code}`) : line.code;
}

function labelOf(line: ChargeLine<FiscalLineKind>, format: FormatMessage): string {
  const n = line.index + 1;
  switch (line.kind) {
    case 'passenger':
      return format('chargeLinePassenger', {
        n,
        type: codeName(line, format),
        place: placeName(line, format),
      });
    case 'wholeCabin':
      return format('chargeLineWholeCabin', { place: placeName(line, format) });
    case 'vehicle':
    case 'trailer':
    case 'pet':
      return `${format(`${line.kind}N`, { n })} · ${codeName(line, format)}`;
    case 'service':
      return line.code === 'SERVICES' ? format('priceServices') : `${format('priceServices')} · ${line.code}`;
    default:
      return format(ORDER_LINE_MESSAGES[line.kind]!);
  }
}

/**
 * Words an order's lines in one language (decision 0051). `travellerNames` gives each leg's passengers'
 * names, listed as a whole cabin's occupants; a passenger without a name yet is "Passenger n".
 */
export function wordChargeLines(
  lines: ChargeLine<FiscalLineKind>[],
  format: FormatMessage,
  travellerNames: (legIndex: number, passengerIndex: number) => string = () => '',
): WordedChargeLine[] {
  return lines.map((line, position) => {
    const names = line.occupants.map(
      (index) => travellerNames(line.legIndex ?? 0, index).trim() || format('passengerN', { n: index + 1 }),
    );
    return {
      key: `${line.kind}-${line.legIndex ?? 'order'}-${position}`,
      legIndex: line.legIndex,
      label: labelOf(line, format),
      detail: names.length > 0 ? format('chargeLineOccupants', { names: names.join(', ') }) : null,
      amount: line.amount,
    };
  });
}
