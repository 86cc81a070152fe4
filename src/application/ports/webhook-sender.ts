/** What a receiver answered to one signed POST, or why nothing came back. */
export type WebhookResponse = { status: number } | { error: string };

/** Posts an event's body to a partner's endpoint, signed with its secret and the time (decision 0128). */
export interface WebhookSender {
  send(input: { url: string; secret: string; body: string; at: Date }): Promise<WebhookResponse>;
}
