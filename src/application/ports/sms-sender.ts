/** One text message to a mobile phone. */
export interface SmsMessage {
  /** The job id: the same message sent twice carries the same id, so a retry is recognisable. */
  id: string;
  /** The number in E.164 form (`+306912345678`). */
  to: string;
  text: string;
}

/** Sends text messages (a provider's HTTP API, or one file per message under DATA_DIR/sms by default). */
export interface SmsSender {
  /** Resolves with the provider's id of the message once it accepted it; throws when it did not. */
  send(message: SmsMessage): Promise<{ providerId: string }>;
}
