import { Model } from 'objection';

export class ResellerModel extends Model {
  static override tableName = 'resellers';

  declare id: number;
  declare user_id: number;
  declare company_name: string;
  declare contact_email: string;
  declare credit_limit: number;
  declare credit_used: number;
  declare active: boolean;
  declare created_at: Date;
  declare updated_at: Date;
}
