/** Fresh unique ids (UUIDs in production), injected so the core never invents randomness. */
export interface IdGenerator {
  next(): string;
}
