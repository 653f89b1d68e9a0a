import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Module,
  type OnApplicationBootstrap,
  type Provider,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccessTokenSecretModule } from '../auth/access-token-secret.js';
import { ListCursorsModule } from '../common/list-cursors.module.js';
import type { Environment } from '../config/environment.js';
import { Transactions } from '../database/transactions.js';
import { EventsService } from '../events/events.service.js';
import { DeliveryAttempts } from './delivery-attempts.js';
import { DeliveryRunner } from './delivery-runner.js';
import { DeliveryStore } from './delivery-store.js';
import { DeliveryWorker } from './delivery-worker.js';
import { RetrySchedule } from './retry-schedule.js';
import { TargetPolicy } from './target-policy.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookDispatch } from './webhook-dispatch.entity.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookSecrets } from './webhook-secrets.js';
import { SEND_TIMEOUT_MS, WebhookSender } from './webhook-sender.js';
import { WebhooksController } from './webhooks.controller.js';
import { WAKE_WORKER, WebhooksService } from './webhooks.service.js';
import { Webhook } from './webhook.entity.js';

type Config = ConfigService<Environment, true>;

/** What both ways of delivering share. */
const PROVIDERS: Provider[] = [
  WebhooksService,
  WebhookSecrets,
  DeliveryStore,
  {
    provide: TargetPolicy,
    inject: [ConfigService],
    useFactory: (config: Config) =>
      new TargetPolicy(
        config.get('WEBHOOKS_ALLOW_HTTP', { infer: true }),
        config.get('WEBHOOKS_ALLOWED_HOSTS', { infer: true }),
      ),
  },
  {
    provide: WebhookSender,
    inject: [TargetPolicy],
    useFactory: (policy: TargetPolicy) =>
      new WebhookSender(policy, SEND_TIMEOUT_MS),
  },
  {
    provide: DeliveryAttempts,
    inject: [DeliveryStore, WebhookSender, WebhookSecrets, ConfigService],
    useFactory: (
      store: DeliveryStore,
      sender: WebhookSender,
      secrets: WebhookSecrets,
      config: Config,
    ) =>
      new DeliveryAttempts(
        store,
        sender,
        secrets,
        new RetrySchedule(
          config.get('WEBHOOKS_RETRY_SCHEDULE', { infer: true }),
        ),
        SEND_TIMEOUT_MS,
      ),
  },
  {
    provide: WAKE_WORKER,
    inject: [DeliveryRunner],
    useFactory: (runner: DeliveryRunner) => () => runner.wake(),
  },
  {
    provide: WebhookDispatcher,
    inject: [
      EventsService,
      getRepositoryToken(WebhookDispatch),
      DeliveryStore,
      Transactions,
      WAKE_WORKER,
    ],
    useFactory: (
      events: EventsService,
      positions: Repository<WebhookDispatch>,
      store: DeliveryStore,
      transactions: Transactions,
      wake: () => void,
    ) => new WebhookDispatcher(events, positions, store, transactions, wake),
  },
];

/** The table's worker, in every server instance (ADR 0423). */
const tableDelivery = {
  imports: [],
  providers: [
    {
      provide: DeliveryRunner,
      inject: [DeliveryStore, DeliveryAttempts],
      useFactory: (store: DeliveryStore, attempts: DeliveryAttempts) =>
        new DeliveryWorker(store, attempts),
    },
  ] satisfies Provider[],
};

/**
 * Webhooks: subscriptions, the dispatcher that turns events into deliveries, and what runs their
 * attempts: BullMQ with `REDIS_URL` (loaded only then), else the table's worker.
 */
@Module({})
export class WebhooksModule
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  static async forRoot(
    env: Pick<Environment, 'REDIS_URL' | 'DATABASE_URL'>,
  ): Promise<DynamicModule> {
    const delivery = env.REDIS_URL
      ? (await import('./delivery-queue.js')).queuedDelivery(
          env.REDIS_URL,
          env.DATABASE_URL,
        )
      : tableDelivery;
    return {
      module: WebhooksModule,
      imports: [
        TypeOrmModule.forFeature([Webhook, WebhookDelivery, WebhookDispatch]),
        ListCursorsModule,
        AccessTokenSecretModule,
        ...delivery.imports,
      ],
      controllers: [WebhooksController],
      providers: [...PROVIDERS, ...delivery.providers],
    };
  }

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly worker: DeliveryRunner,
    private readonly sender: WebhookSender,
    private readonly dispatcher: WebhookDispatcher,
    events: EventsService,
    store: DeliveryStore,
  ) {
    // Deliveries are kept as long as the events they carry.
    events.purgeAlong((before) => store.purge(before));
  }

  /** Servers deliver; the CLI's application contexts do not. */
  onApplicationBootstrap(): void {
    if (!this.adapterHost.httpAdapter) return;
    this.worker.start();
    this.dispatcher.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.dispatcher.stop();
    await this.worker.stop();
    this.sender.close();
  }
}
