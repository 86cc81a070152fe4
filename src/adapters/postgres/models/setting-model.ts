import { Model } from 'objection';

export class SettingModel extends Model {
  static override tableName = 'settings';
  static override idColumn = 'key';

  declare key: string;
  declare value: unknown;
  declare updated_at: Date;
}
