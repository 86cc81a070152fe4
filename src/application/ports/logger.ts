/** Structured logging as use cases need it; pino's logger satisfies this shape. */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
