/** Values that survive JSON.stringify/parse unchanged: what session storage can hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
