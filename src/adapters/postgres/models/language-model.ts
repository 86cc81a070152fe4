import { Model } from 'objection';

export class LanguageModel extends Model {
  static override tableName = 'languages';
  static override idColumn = 'code';

  declare code: string;
  declare name: string;
  declare is_default: boolean;
  declare active: boolean;
  declare position: number;
}
