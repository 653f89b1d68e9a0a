import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  type AfterQueryEvent,
  DataSource,
  type EntitySubscriberInterface,
} from 'typeorm';
import { listing, readCounters } from '#libs/lists/index.js';
import { postgresPoolOf } from '../database/postgres-pool.js';

/** How long a scrape waits for the database before it reports it down. */
const SAMPLE_TIMEOUT_MS = 3000;

const timeout = (ms: number): Promise<never> =>
  new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
  );

/**
 * The database's metrics: each query's duration (a TypeORM subscriber, its public `afterQuery`
 * event), the PostgreSQL pool's counters, and at each scrape whether the database answers and
 * the size of each list as the list engine's counters (`row_counts`) keep it.
 */
@Injectable()
export class DatabaseMetrics
  implements EntitySubscriberInterface, OnModuleInit
{
  private readonly registers: Registry[];
  private readonly queries: Histogram;
  private readonly failures: Counter;
  private readonly up: Gauge;
  private readonly listSizes: Gauge;
  /** The counter of each listed table: its name is the table's. */
  private readonly lists: string[];

  constructor(
    registry: Registry,
    private readonly dataSource: DataSource,
  ) {
    const registers = (this.registers = [registry]);
    this.queries = new Histogram({
      name: 'syllabus_db_query_duration_seconds',
      help: 'Duration of the successful database queries, as TypeORM measures it (milliseconds).',
      buckets: [
        0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
      ],
      registers,
    });
    this.failures = new Counter({
      name: 'syllabus_db_query_errors_total',
      help: 'Database queries that failed.',
      registers,
    });
    this.up = new Gauge({
      name: 'syllabus_db_up',
      help: `1 when the database answered the scrape's read within ${SAMPLE_TIMEOUT_MS / 1000} s, else 0.`,
      registers,
    });
    this.listSizes = new Gauge({
      name: 'syllabus_list_rows',
      help: 'Rows of each list, as the list engine counts them (row_counts); absent while the database is down.',
      labelNames: ['list'],
      registers,
    });
    this.lists = dataSource.entityMetadatas
      .filter(({ target }) => typeof target === 'function' && listing(target))
      .map(({ tableName }) => tableName);
  }

  onModuleInit(): void {
    // The way @nestjs/typeorm documents for a subscriber that is a provider.
    this.dataSource.subscribers.push(this);
    const pool = postgresPoolOf(this.dataSource);
    if (!pool) return;
    new Gauge({
      name: 'syllabus_db_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state: idle or in_use.',
      labelNames: ['state'],
      registers: this.registers,
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'syllabus_db_pool_waiting',
      help: 'Queries waiting for a connection of the PostgreSQL pool.',
      registers: this.registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: 'syllabus_db_pool_max',
      help: 'Most connections the PostgreSQL pool opens.',
      registers: this.registers,
    }).set(pool.options.max);
  }

  afterQuery(event: AfterQueryEvent): void {
    if (event.success) this.queries.observe((event.executionTime ?? 0) / 1000);
    else this.failures.inc();
  }

  /** Reads the lists' sizes, which tells whether the database answers: before each scrape. */
  async sample(): Promise<void> {
    this.listSizes.reset();
    try {
      const sizes = await Promise.race([
        readCounters(this.dataSource.manager, this.lists),
        timeout(SAMPLE_TIMEOUT_MS),
      ]);
      this.lists.forEach((list, i) => this.listSizes.set({ list }, sizes[i]));
      this.up.set(1);
    } catch {
      this.up.set(0);
    }
  }
}
