import { Model } from 'objection';

export class MenuModel extends Model {
  static override tableName = 'menus';

  declare id: number;
  declare parent_id: number | null;
  declare name: string;
  declare language_code: string;
  declare link: string | null;
  declare active: boolean;
  declare position: number;
}
