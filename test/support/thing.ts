import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';

/** An entity with the column kinds TypeORM converts (JSON, a time, a null, an unselected column), for the SQL helpers' unit tests. */
@Entity('things')
export class Thing {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'simple-json' })
  tags: string[];

  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  @Column({ type: 'varchar', select: false })
  secret: string;
}

/** An in-memory SQLite database with the `things` table, not yet initialized. */
export const thingsDataSource = (): DataSource =>
  new DataSource({
    type: 'better-sqlite3',
    database: ':memory:',
    entities: [Thing],
    synchronize: true,
  });
