import type { DataSource, EntityManager } from 'typeorm';
import { WebhookDelivery } from '../webhooks/webhook-delivery.entity.js';
import type { Statement } from './event-rows.js';

export interface DeliveryEnds {
  /** Whether `end` is one statement, atomic alone (`Transactions.single`); if not, run it in a transaction. */
  single: boolean;
  /**
   * Runs `statement` (an `UPDATE` of one delivery's row, matching only while its attempt holds
   * it) and, if it changed the row and `wakeAt` is given, makes the later pending deliveries of
   * the same webhook and resource due at `wakeAt` (ADR 0423): on PostgreSQL one statement (a
   * data-modifying `WITH`), on SQLite two.
   */
  end(
    manager: EntityManager,
    statement: Statement,
    wakeAt: Date | undefined,
  ): Promise<void>;
}

/** The SQL that ends a webhook delivery's attempt and wakes the next ones, built once per data source. */
export function deliveryEnds(dataSource: DataSource): DeliveryEnds {
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(WebhookDelivery);
  const column = (property: keyof WebhookDelivery) =>
    metadata.findColumnWithPropertyName(property)!;
  const name = (property: keyof WebhookDelivery) =>
    driver.escape(column(property).databaseName);
  const postgres = driver.options.type === 'postgres';
  const table = driver.escape(metadata.tableName);
  const pair = ['webhookId', 'resourceKey', 'eventId'] as const;
  const returning = ` RETURNING ${pair.map(name).join(', ')}`;
  const at = (date: Date) =>
    driver.preparePersistentValue(date, column('nextAttemptAt'));

  if (!postgres) {
    const wake = `UPDATE ${table} SET ${name('nextAttemptAt')} = ? WHERE ${name('webhookId')} = ? AND ${name('resourceKey')} = ? AND ${name('status')} = 'pending' AND ${name('eventId')} > ?`;
    return {
      single: false,
      end: async (manager, [sql, parameters], wakeAt) => {
        const [row] = await manager.query<Record<string, unknown>[]>(
          sql + returning,
          parameters,
        );
        if (row !== undefined && wakeAt !== undefined)
          await manager.query(wake, [
            at(wakeAt),
            ...pair.map((property) => row[column(property).databaseName]),
          ]);
      },
    };
  }
  const joined = pair
    .slice(0, 2)
    .map((property) => `"next".${name(property)} = "ended".${name(property)}`)
    .join(' AND ');
  const woken = (offset: number) =>
    `, "woken" AS (UPDATE ${table} AS "next" SET ${name('nextAttemptAt')} = $${offset + 1} FROM "ended" WHERE ${joined} AND "next".${name('status')} = 'pending' AND "next".${name('eventId')} > "ended".${name('eventId')})`;
  return {
    single: true,
    end: async (manager, [sql, parameters], wakeAt) => {
      await manager.query(
        `WITH "ended" AS (${sql}${returning})${wakeAt === undefined ? '' : woken(parameters.length)} SELECT count(*) FROM "ended"`,
        wakeAt === undefined ? parameters : [...parameters, at(wakeAt)],
      );
    },
  };
}
