import { Model } from 'objection';

export class OutboxModel extends Model {
  static override tableName = 'outbox';

  declare id: string;
  declare name: string;
  declare payload: unknown;
  declare created_at: Date;
  declare relayed_at: Date | null;
  declare attempts: number;
  declare next_attempt_at: Date;
  declare last_error: string | null;
  declare discarded_at: Date | null;
}
