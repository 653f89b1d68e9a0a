import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far the dispatcher has read the event feed: one row, shared by every instance. */
@Entity('webhook_dispatch')
export class WebhookDispatch {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  name: string;

  /** The id of the last event turned into deliveries; null: none yet. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  position: string | null;

  @Column({ name: 'updated_at', precision: 3 })
  updatedAt: Date;
}
