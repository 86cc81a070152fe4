/**
 * A keyed seal over a short text: whoever holds the seal was handed it by Kyma for exactly that text. What a
 * verified payment return gives the browser that came back (decision 0113).
 */
export interface Seals {
  seal(text: string): Promise<string>;
  /** Whether `seal` is the one `seal(text)` made; false for anything else. */
  opens(text: string, seal: string): Promise<boolean>;
}
