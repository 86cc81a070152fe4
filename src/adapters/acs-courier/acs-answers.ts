import * as yup from 'yup';

/**
 * The envelope every ACSAutoRest answer shares. `ACSOutputResponce` is spelt so by ACS. Business errors
 * arrive two ways: `ACSExecution_HasError` for the call as a whole (credentials, parameters), or an
 * `Error_Message` in the value output with HTTP 200 (an address ACS cannot serve, an unknown voucher).
 */
const envelopeSchema = yup.object({
  ACSExecution_HasError: yup.boolean().required(),
  ACSExecutionErrorMessage: yup.string().nullable().default(null),
  ACSOutputResponce: yup
    .object({
      ACSValueOutput: yup.array(yup.object({}).unknown(true)).nullable().default([]),
      ACSTableOutput: yup
        .object({ Table_Data: yup.array(yup.object({}).unknown(true)).nullable().default([]) })
        .nullable()
        .default({ Table_Data: [] }),
    })
    .nullable()
    .default(null),
});
export type AcsEnvelope = yup.InferType<typeof envelopeSchema>;

export function readEnvelope(body: unknown): AcsEnvelope | null {
  try {
    return envelopeSchema.validateSync(body);
  } catch {
    return null;
  }
}

const text = () => yup.string().trim().nullable().default(null);

/** `ACS_Create_Voucher`'s value output: the voucher number, or why there is none. */
export const createdVoucherSchema = yup.object({
  Voucher_No: yup
    .string()
    .nullable()
    .default(null)
    .transform((value, original) => (typeof original === 'number' ? String(original) : value))
    .matches(/^\d{6,20}$/, { excludeEmptyString: true }),
  Error_Message: text(),
});

/** A row of `ACS_Trackingsummary`: the flags are 1 when set. */
export const trackingSummarySchema = yup.object({
  delivery_flag: yup.number().nullable().default(0),
  returned_flag: yup.number().nullable().default(0),
});

/** A row of `ACS_TrackingDetails`: one checkpoint, its time Athens wall-clock without an offset. */
export const checkpointSchema = yup.object({
  checkpoint_date_time: yup.string().required(),
  checkpoint_action: yup.string().trim().required(),
  checkpoint_location: text(),
});

export const errorOf = (rows: Array<Record<string, unknown>> | null | undefined) => {
  const message = rows?.[0]?.Error_Message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
};
