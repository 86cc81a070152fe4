/** Key/value settings staff can edit (contact details, social links, ...); values are JSON. */
export interface SettingsRepository {
  get(key: string): Promise<unknown>;
}
