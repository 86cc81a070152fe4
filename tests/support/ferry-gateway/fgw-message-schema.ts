import { XMLParser } from 'fast-xml-parser';
import { FGW_NAMESPACE, readMessage } from '#adapters/ferry-gateway/fgw-xml.ts';
import { checkValue, type SimpleType } from './fgw-simple-types.ts';

/**
 * The FerryGateway 1.3.1 messages Kyma uses, written down from the published XSD (TransmodelEcosystem/EUDIT
 * `wiki/specifications/ferrygateway.xsd`, which carries no licence, so it is not copied here; decision 0078):
 * each element's attributes (type, required) and child elements (how many). The local server checks every
 * request against it and, in tests, its own answers. What it does not check: the order of children (the
 * parsed tree does not keep it), key/keyref identity constraints, and the included code lists (currency,
 * country, language), which it checks by shape only.
 */

interface Rule {
  /** Attribute name → type; a `!` after the name makes it required. */
  attrs?: Record<string, SimpleType>;
  /** Child element → its rule and how many: `1` exactly one, `?` optional, `+` one or more, `*` any. */
  children?: Record<string, readonly [Rule, '1' | '?' | '+' | '*']>;
  /** Children not described are allowed and not checked (xs:any, e.g. the trading-partner extension). */
  open?: boolean;
}

const CATEGORY = ['Adult', 'Child', 'Infant'] as const;
const SEVERITY = ['Fatal', 'Recoverable', 'Warning', 'Information'] as const;
const STATUS = [
  'Reserved',
  'Booked',
  'Paid',
  'Partially Consumed',
  'Fully Consumed',
  'Cancelled',
  'Readonly',
] as const;

const context: Rule = {
  attrs: {
    'AgentAccountNumber!': 'string',
    'TimeStamp!': 'dateTime',
    CountryCode: 'code3',
    'Currency!': 'code3',
    LanguagePrefCode: ['el', 'en', 'de', 'es', 'fr', 'it', 'sq'],
    TransactionId: 'string',
    ExternalBookingReference: 'string',
    User: 'string',
    OriginatingSystem: 'string',
  },
};
const messages: Rule = {
  children: {
    Message: [
      { attrs: { 'Code!': 'string', 'Description!': 'string', 'Severity!': SEVERITY, Location: 'string' } },
      '*',
    ],
  },
};
const tpe: Rule = { open: true };
const qrCode: Rule = { attrs: { Data: 'string' } };
const refs: Rule = {
  children: { Ref: [{ attrs: { 'Id!': 'id' }, children: { QrCode: [qrCode, '?'] } }, '*'] },
};
const passengerAttrs = {
  'Id!': 'id',
  Age: 'uint',
  DateOfBirth: 'date',
  'Category!': CATEGORY,
  SubCategory: 'string',
  LoyaltyCardId: 'string',
  LoyaltyCardCategory: 'string',
} as const;
const passengersQuote: Rule = { children: { Passenger: [{ attrs: passengerAttrs }, '+'] } };
const passengersBook: Rule = {
  children: {
    Passenger: [
      {
        attrs: {
          ...passengerAttrs,
          Gender: ['Male', 'Female', 'Other'],
          Title: ['Mr', 'Mrs', 'Ms'],
          Forename: 'string',
          Surname: 'string',
          PassengerNationality: 'icao9303',
          IdentityNumber: 'string',
        },
        children: { QrCode: [qrCode, '?'] },
      },
      '+',
    ],
  },
};
const pets: Rule = {
  children: { Pet: [{ attrs: { 'Id!': 'id', 'Category!': ['SmallDog', 'BigDog', 'Cat', 'Other'] } }, '*'] },
};
const vehicleBase = {
  OperatorCode: 'string',
  'Height!': 'uint',
  'Length!': 'uint',
  Width: 'uint',
  Registration: 'string',
} as const;
const vehicles: Rule = {
  children: {
    Vehicle: [
      {
        attrs: { 'Id!': 'id' },
        children: {
          Lead: [
            {
              attrs: {
                ...vehicleBase,
                Code: [
                  'Car',
                  'Van',
                  'Motorhome',
                  'VehicleCombination',
                  'Minibus',
                  'Motorcycle',
                  'MotorCycleWithSidecar',
                  'Bicycle',
                  'Freight',
                ],
              },
            },
            '1',
          ],
          Trailer: [{ attrs: { ...vehicleBase, Code: ['Trailer', 'Caravan'] } }, '?'],
        },
      },
      '*',
    ],
  },
};
const contactDetails: Rule = {
  attrs: {
    Title: ['Mr', 'Mrs', 'Ms'],
    Forename: 'string',
    Surname: 'string',
    AddressLine1: 'string',
    AddressLine2: 'string',
    AddressLine3: 'string',
    City: 'string',
    CountryCode: 'code3',
    ZipPostCode: 'string',
    MobileNumber: 'string',
    TelephoneNumber: 'string',
    Email: 'string',
    PassengerId: 'id',
  },
};
const route = { OperatorCode: 'string', 'DepartPort!': 'locode', 'DestinationPort!': 'locode' } as const;
const sailingInfoRequest: Rule = { attrs: { ...route, 'DepartDateTime!': 'dateTime' } };
const facilities: Rule = { children: { MandatoryFacility: [{}, '+'] } };
const sailingInfoResponse: Rule = {
  attrs: {
    ...route,
    'DepartDateTime!': 'dateTime',
    'ArriveDateTime!': 'dateTime',
    'DepartPortName!': 'string',
    'DestinationPortName!': 'string',
    DepartPortTerminal: 'string',
    DestinationPortTerminal: 'string',
    IsAccommodationMandatory: 'boolean',
  },
  children: { MandatoryFacilities: [facilities, '?'] },
};
const ship: Rule = { attrs: { IsFastCraft: 'boolean', 'ShipName!': 'string', ShipIMO: 'string' } };
const fareDetailsRequest: Rule = { attrs: { FareType: 'string', Productcode: 'string' } };
const fareDetailsResponse: Rule = {
  attrs: { FareType: 'string', Productcode: 'string', FareTypeMessage: 'string' },
};
const accommodationRequest: Rule = {
  children: {
    OnBoardAccommodationService: [
      { attrs: { 'Code!': 'string', 'Quantity!': 'uint' }, children: { PassengerRefs: [refs, '?'] } },
      '*',
    ],
  },
};
const accommodationResponse: Rule = {
  children: {
    OnBoardAccommodationService: [
      {
        attrs: { 'Code!': 'string', 'Quantity!': 'uint', 'TotalCost!': 'decimal', Description: 'string' },
        children: { PassengerRefs: [refs, '?'] },
      },
      '*',
    ],
  },
};
const accommodationOptions: Rule = {
  children: {
    OnBoardAccommodationService: [
      {
        attrs: {
          'Code!': 'string',
          'QuantityAvailable!': 'uint',
          'UnitCost!': 'decimal',
          Description: 'string',
          ServiceRuleGroup: 'string',
          Berths: 'uint',
          MaxOccupancy: 'uint',
          IsAccessible: 'boolean',
          IsPetAllowed: 'boolean',
        },
      },
      '*',
    ],
  },
};
const cost: Rule = {
  children: {
    CostDetails: [
      {
        attrs: { SailingId: 'id', 'GrossAmount!': 'decimal' },
        children: {
          CostDetail: [
            {
              attrs: { 'Category!': 'string', 'TotalAmount!': 'decimal', Label: 'string', Quantity: 'uint' },
            },
            '*',
          ],
        },
      },
      '+',
    ],
  },
};
const bookingReferenceRequest: Rule = { attrs: { 'Reference!': 'string', Version: 'string' } };
const bookingReferenceResponse: Rule = {
  attrs: { 'Reference!': 'string', Version: 'string', BookingStatus: STATUS },
};
const sailingFlags = {
  Id: 'id',
  AllPassengers: 'boolean',
  AllPets: 'boolean',
  AllVehicles: 'boolean',
} as const;
const availability = {
  'IsAvailable!': 'boolean',
  IsVehicleAvailable: 'boolean',
  IsAccommodationAvailable: 'boolean',
  IsPetAvailable: 'boolean',
} as const;
const people = { PassengerRefs: [refs, '?'], PetRefs: [refs, '?'], VehicleRefs: [refs, '?'] } as const;

const sailingRequest: Rule = {
  attrs: sailingFlags,
  children: {
    ...people,
    SailingInfo: [sailingInfoRequest, '1'],
    FareDetails: [fareDetailsRequest, '?'],
    Services: [{ children: { OnBoardAccommodationServices: [accommodationRequest, '?'] } }, '?'],
  },
};
const sailingResponse: Rule = {
  attrs: { ...sailingFlags, ...availability, LegSetNumber: 'uint' },
  children: {
    Messages: [messages, '?'],
    ...people,
    SailingInfo: [sailingInfoResponse, '1'],
    Ship: [ship, '?'],
    FareDetails: [fareDetailsResponse, '?'],
    Services: [{ children: { OnBoardAccommodationServices: [accommodationResponse, '?'] } }, '?'],
    ServicesOptions: [{ children: { OnBoardAccommodationServices: [accommodationOptions, '?'] } }, '?'],
  },
};
const criterion: Rule = {
  attrs: {
    AfterDepartHours: 'uint',
    AfterDepartSailings: 'uint',
    BeforeDepartHours: 'uint',
    BeforeDepartSailings: 'uint',
    'DepartDateTime!': 'dateTime',
    'DepartPlace!': 'string',
    DepartPlaceQualifier: ['Port', 'Group', 'Country'],
    'DestinationPlace!': 'string',
    DestinationPlaceQualifier: ['Port', 'Group', 'Country'],
    OperatorCode: 'string',
  },
};
const componentRequest = (sailing: Rule, extra: Rule['children'] = {}): Rule => ({
  attrs: { Id: 'id' },
  children: { Sailings: [{ children: { Sailing: [sailing, '+'] } }, '1'], ...extra },
});
const componentResponse: Rule = {
  attrs: { Id: 'id', DeepLink: 'string', CombinationRule: ['None', 'UseLegSetNumber'] },
  children: {
    Messages: [messages, '?'],
    Sailings: [{ children: { Sailing: [sailingResponse, '+'] } }, '1'],
    Cost: [cost, '?'],
    BookingReference: [bookingReferenceResponse, '?'],
  },
};
const components = (count: '1' | '+'): Rule => ({ children: { FerryComponent: [componentResponse, count] } });
const envelope = { Context: [context, '1'], TPE: [tpe, '?'] } as const;
const answered = { ...envelope, Request: [{ open: true }, '?'], Messages: [messages, '?'] } as const;
const party = {
  Passengers: [passengersQuote, '1'],
  Pets: [pets, '?'],
  Vehicles: [vehicles, '?'],
} as const;
const bookRequest: Rule = {
  attrs: { Token: 'string' },
  children: {
    ...envelope,
    Passengers: [passengersBook, '1'],
    ContactDetails: [contactDetails, '1'],
    Pets: [pets, '?'],
    Vehicles: [vehicles, '?'],
    FerryComponent: [
      componentRequest(sailingRequest, {
        QuotedCost: [cost, '?'],
        BookingReference: [bookingReferenceRequest, '?'],
      }),
      '1',
    ],
    Comment: [{}, '?'],
  },
};
const bookResponse: Rule = {
  children: {
    ...answered,
    QrCode: [qrCode, '?'],
    Passengers: [passengersBook, '1'],
    ContactDetails: [contactDetails, '1'],
    Pets: [pets, '?'],
    Vehicles: [vehicles, '?'],
    FerryComponents: [components('1'), '1'],
  },
};
const byReference: Rule = { children: { ...envelope, BookingReference: [bookingReferenceRequest, '1'] } };
const chargeResponse: Rule = {
  children: { ...answered, BookingReference: [bookingReferenceResponse, '1'], Cost: [cost, '?'] },
};
const routeRule: Rule = {
  attrs: {
    ...route,
    'DepartPortCountry!': 'code3',
    'DepartPortName!': 'string',
    DepartPortLatitude: 'decimal',
    DepartPortLongitude: 'decimal',
    'DestinationPortCountry!': 'code3',
    'DestinationPortName!': 'string',
    DestinationPortLatitude: 'decimal',
    DestinationPortLongitude: 'decimal',
    RouteGroup: 'string',
    RouteNote: 'string',
  },
  open: true,
};

/** Every message Kyma sends or reads, by its root element. */
const FGW_MESSAGES: Record<string, Rule> = {
  GetRoutesRequest: { attrs: { 'OperatorCode!': 'string' }, children: envelope },
  GetRoutesResponse: { children: { ...answered, Routes: [{ children: { Route: [routeRule, '+'] } }, '?'] } },
  GetSailingsRequest: {
    attrs: { IsOnlyMinicruise: 'boolean', ShowAlternativeRoutes: 'boolean' },
    children: {
      ...envelope,
      ...party,
      FerryComponent: [
        componentRequest({
          attrs: sailingFlags,
          children: {
            ...people,
            SailingSearchCriterion: [criterion, '1'],
            FareDetails: [fareDetailsRequest, '?'],
          },
        }),
        '1',
      ],
    },
  },
  GetSailingsResponse: { children: { ...answered, ...party, FerryComponents: [components('+'), '1'] } },
  GetServicesRequest: {
    attrs: { Mode: 'string' },
    children: { ...envelope, ...party, FerryComponent: [componentRequest(sailingRequest), '1'] },
  },
  GetServicesResponse: {
    attrs: { Mode: 'string' },
    children: { ...answered, ...party, FerryComponents: [components('1'), '?'] },
  },
  GetPriceRequest: {
    children: { ...envelope, ...party, FerryComponent: [componentRequest(sailingRequest), '1'] },
  },
  GetPriceResponse: {
    attrs: { Token: 'string', TokenExpiryTime: 'dateTime' },
    children: { ...answered, ...party, FerryComponents: [components('1'), '1'] },
  },
  ReservationRequest: bookRequest,
  ReservationResponse: bookResponse,
  ConfirmReservationRequest: byReference,
  ConfirmReservationResponse: bookResponse,
  RecallBookingRequest: byReference,
  RecallBookingResponse: bookResponse,
  GetCancelChargeRequest: byReference,
  GetCancelChargeResponse: chargeResponse,
  CancelBookingRequest: { children: { ...byReference.children, Cost: [cost, '?'] } },
  CancelBookingResponse: chargeResponse,
};

function checkElement(rule: Rule, node: unknown, path: string, faults: string[]): void {
  if (typeof node !== 'object' || node === null) {
    if (rule.attrs && Object.keys(rule.attrs).some((k) => k.endsWith('!')))
      faults.push(`${path}: attributes missing`);
    if (rule.children && Object.values(rule.children).some(([, n]) => n === '1' || n === '+'))
      faults.push(`${path}: children missing`);
    return;
  }
  const element = node as Record<string, unknown>;
  const attrs = Object.entries(rule.attrs ?? {}).map(
    ([k, t]) => [k.replace(/!$/, ''), t, k.endsWith('!')] as const,
  );
  for (const [name, type, required] of attrs) {
    const value = element[`@_${name}`];
    if (value === undefined) {
      if (required) faults.push(`${path}/@${name} is required`);
    } else if (!checkValue(type, value))
      faults.push(`${path}/@${name}="${String(value)}" is not ${String(type)}`);
  }
  for (const key of Object.keys(element)) {
    if (key.startsWith('@_')) {
      const name = key.slice(2);
      if (!attrs.some(([n]) => n === name)) faults.push(`${path}/@${name} is not allowed`);
    } else if (key !== '#text' && !rule.open && !rule.children?.[key])
      faults.push(`${path}/${key} is not allowed`);
  }
  for (const [name, [child, count]] of Object.entries(rule.children ?? {})) {
    const value = element[name];
    const items = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if ((count === '1' || count === '+') && items.length === 0) faults.push(`${path}/${name} is required`);
    if ((count === '1' || count === '?') && items.length > 1) faults.push(`${path}/${name} may appear once`);
    for (const [i, item] of items.entries())
      checkElement(child, item === '' ? {} : item, `${path}/${name}[${i + 1}]`, faults);
  }
}

/** An answer whose messages say it failed needs nothing but its context and those messages. */
function isErrorAnswer(root: string, node: Record<string, unknown>): boolean {
  if (!root.endsWith('Response')) return false;
  const list = (node.Messages as { Message?: Array<Record<string, string>> } | undefined)?.Message ?? [];
  return list.some((m) => m['@_Severity'] === 'Fatal' || m['@_Severity'] === 'Recoverable');
}

// Kept apart from the reading parser, which drops namespace declarations with the prefixes.
const namespaceReader = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
});

/** The namespace of the document's root element, whether declared as default or with a prefix. */
function rootNamespace(xml: string): string | undefined {
  const document = namespaceReader.parse(xml) as Record<string, Record<string, unknown>>;
  const root = Object.keys(document).find((key) => key !== '?xml');
  if (!root) return undefined;
  const prefix = root.includes(':') ? `:${root.split(':')[0]}` : '';
  return document[root]?.[`@_xmlns${prefix}`] as string | undefined;
}

/** What is wrong with a message (one root element of the FerryGateway namespace), or nothing. */
export function messageFaults(xml: string): string[] {
  let message: Record<string, unknown>;
  try {
    message = readMessage(xml);
  } catch (error) {
    return [(error as Error).message];
  }
  const roots = Object.keys(message);
  if (roots.length !== 1) return [`expected one root element, found ${roots.join(', ') || 'none'}`];
  const root = roots[0]!;
  const rule = FGW_MESSAGES[root];
  if (!rule) return [`${root} is not a message Kyma uses`];
  const node = (message[root] === '' ? {} : message[root]) as Record<string, unknown>;
  if (rootNamespace(xml) !== FGW_NAMESPACE) return [`${root} is not in ${FGW_NAMESPACE}`];
  const faults: string[] = [];
  const errorRule: Rule = {
    children: {
      Context: [context, '1'],
      Messages: [messages, '1'],
      TPE: [tpe, '?'],
      Request: [{ open: true }, '?'],
    },
  };
  checkElement(isErrorAnswer(root, node) ? errorRule : rule, node, `/${root}`, faults);
  return faults;
}
