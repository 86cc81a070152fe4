import * as yup from 'yup';

/**
 * What Kyma reads of FerryGateway 1.3.1 answers, as yup schemas over the parsed XML (attributes are `@_Name`,
 * values stay texts). Only the parts Kyma uses are described; an answer without them is malformed. Written
 * from the published XSD's types (decision 0078), not generated from it.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const BOOLEAN = /^(true|false|1|0)$/;

const text = () => yup.string().max(256);
const decimal = () => yup.string().matches(DECIMAL, 'not a decimal');
const dateTime = () => yup.string().matches(DATE_TIME, 'not a dateTime');
const flag = () => yup.string().matches(BOOLEAN, 'not a boolean');
const unsigned = () => yup.string().matches(/^\d+$/, 'not an unsignedInt');
const locode = () => yup.string().matches(/^[a-zA-Z0-9]{5}$/, 'not a UN/LOCODE');

const messages = yup.object({
  Message: yup
    .array(
      yup.object({
        '@_Code': yup.string().required(),
        '@_Description': text().required(),
        '@_Severity': yup.string().oneOf(['Fatal', 'Recoverable', 'Warning', 'Information']).required(),
      }),
    )
    .default([]),
});

const context = yup.object({
  '@_AgentAccountNumber': text().required(),
  '@_TimeStamp': dateTime().required(),
  '@_Currency': yup.string().length(3).required(),
});

/** Every answer: its context, and its messages when it has any. */
export const answerEnvelope = yup.object({ Context: context.required(), Messages: messages.optional() });

const route = yup.object({
  '@_OperatorCode': text(),
  '@_DepartPort': locode().required(),
  '@_DestinationPort': locode().required(),
  '@_DepartPortName': text().required(),
  '@_DestinationPortName': text().required(),
});

export const routesAnswer = answerEnvelope.shape({
  Routes: yup.object({ Route: yup.array(route).required() }).required(),
});

const sailingInfo = yup.object({
  '@_OperatorCode': text().required(),
  '@_DepartPort': locode().required(),
  '@_DestinationPort': locode().required(),
  '@_DepartDateTime': dateTime().required(),
  '@_ArriveDateTime': dateTime().required(),
});

const ship = yup.object({
  '@_ShipName': text().required(),
  '@_ShipIMO': text(),
  '@_IsFastCraft': flag(),
});

const fareDetails = yup.object({ '@_FareType': text(), '@_FareTypeMessage': text() });

const refs = yup.object({
  Ref: yup
    .array(yup.object({ '@_Id': text().required(), QrCode: yup.object({ '@_Data': yup.string() }) }))
    .default([]),
});

const bookedAccommodation = yup.object({
  '@_Code': text().required(),
  '@_Quantity': unsigned().required(),
  '@_TotalCost': decimal().required(),
  PassengerRefs: refs,
});

const sailing = yup.object({
  '@_Id': text(),
  '@_IsAvailable': flag().required(),
  '@_IsVehicleAvailable': flag(),
  '@_IsPetAvailable': flag(),
  PassengerRefs: refs,
  PetRefs: refs,
  VehicleRefs: refs,
  SailingInfo: sailingInfo.required(),
  Ship: ship.default(undefined),
  FareDetails: fareDetails.default(undefined),
  Services: yup.object({
    OnBoardAccommodationServices: yup.object({
      OnBoardAccommodationService: yup.array(bookedAccommodation).default([]),
    }),
  }),
});
export type FgwSailing = yup.InferType<typeof sailing>;

const cost = yup.object({
  CostDetails: yup
    .array(
      yup.object({
        '@_SailingId': text(),
        '@_GrossAmount': decimal().required(),
        CostDetail: yup
          .array(
            yup.object({
              '@_Category': yup.string().required(),
              '@_TotalAmount': decimal().required(),
              '@_Label': text(),
              '@_Quantity': unsigned(),
            }),
          )
          .default([]),
      }),
    )
    .required(),
});
export type FgwCost = yup.InferType<typeof cost>;

const sailings = yup.object({ Sailing: yup.array(sailing).required() });

export const sailingsAnswer = answerEnvelope.shape({
  FerryComponents: yup
    .object({
      FerryComponent: yup.array(yup.object({ Sailings: sailings.required(), Cost: cost.default(undefined) })),
    })
    .required(),
});
export type FgwSailingsAnswer = yup.InferType<typeof sailingsAnswer>;

const accommodationOption = yup.object({
  '@_Code': text().required(),
  '@_QuantityAvailable': unsigned().required(),
  '@_UnitCost': decimal().required(),
  '@_Description': text(),
  '@_Berths': unsigned(),
  '@_ServiceRuleGroup': text(),
  /** The standard's flag of a cabin fitted for a wheelchair user (default false; decision 0090). */
  '@_IsAccessible': text(),
});
export type FgwAccommodationOption = yup.InferType<typeof accommodationOption>;

export const servicesAnswer = answerEnvelope.shape({
  FerryComponents: yup
    .object({
      FerryComponent: yup.array(
        yup.object({
          Sailings: yup
            .object({
              Sailing: yup
                .array(
                  yup.object({
                    ServicesOptions: yup.object({
                      OnBoardAccommodationServices: yup.object({
                        OnBoardAccommodationService: yup.array(accommodationOption).default([]),
                      }),
                    }),
                  }),
                )
                .required(),
            })
            .required(),
        }),
      ),
    })
    .required(),
});

export const priceAnswer = sailingsAnswer.shape({
  '@_Token': text(),
  '@_TokenExpiryTime': dateTime(),
});

const bookingReference = yup.object({
  '@_Reference': text().required(),
  '@_BookingStatus': yup
    .string()
    .oneOf(['Reserved', 'Booked', 'Paid', 'Partially Consumed', 'Fully Consumed', 'Cancelled', 'Readonly'])
    .default('Booked'),
});

const bookedPassenger = yup.object({
  '@_Id': text().required(),
  '@_Category': yup.string().oneOf(['Adult', 'Child', 'Infant']).required(),
  '@_SubCategory': text(),
  '@_Forename': text(),
  '@_Surname': text(),
  '@_Gender': yup.string().oneOf(['Male', 'Female', 'Other']),
});

const bookedVehicle = yup.object({
  '@_Id': text().required(),
  Lead: yup
    .object({
      '@_OperatorCode': text(),
      '@_Code': text(),
      '@_Length': unsigned().required(),
      '@_Registration': text(),
    })
    .required(),
});

/** Book, Reservation, ConfirmReservation and RecallBooking answers share one shape (`BookBaseResponseType`). */
export const bookingAnswer = answerEnvelope.shape({
  TPE: yup.object({
    // The local server's extension (decision 0078); `Comment` echoes the booking's (decision 0091).
    Kyma: yup
      .object({ '@_CreatedAt': dateTime(), '@_HoldUntil': dateTime(), Comment: yup.string() })
      .default(undefined),
  }),
  Passengers: yup.object({ Passenger: yup.array(bookedPassenger).required() }).required(),
  // Every attribute of it is optional: `<ContactDetails/>`, which parses as an empty text, is one.
  ContactDetails: yup
    .object({
      '@_Forename': text(),
      '@_Surname': text(),
      '@_Email': text(),
      '@_MobileNumber': text(),
      '@_CountryCode': text(),
    })
    .transform((value) => (value === '' ? {} : value))
    .required(),
  Vehicles: yup.object({ Vehicle: yup.array(bookedVehicle).default([]) }),
  Pets: yup.object({
    Pet: yup.array(yup.object({ '@_Id': text().required(), '@_Category': text().required() })).default([]),
  }),
  FerryComponents: yup
    .object({
      FerryComponent: yup
        .array(
          yup.object({
            Sailings: sailings.required(),
            Cost: cost.required(),
            BookingReference: bookingReference.required(),
          }),
        )
        .length(1)
        .required(),
    })
    .required(),
});
export type FgwBookingAnswer = yup.InferType<typeof bookingAnswer>;

/** GetCancelCharge and CancelBooking answers. */
export const cancelChargeAnswer = answerEnvelope.shape({
  BookingReference: bookingReference.required(),
  Cost: cost.default(undefined),
});
export type FgwCancelChargeAnswer = yup.InferType<typeof cancelChargeAnswer>;
