import {
  type BeforeApplicationShutdown,
  Module,
  type OnApplicationBootstrap,
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

@Module({
  imports: [
    TypeOrmModule.forFeature([Webhook, WebhookDelivery, WebhookDispatch]),
    ListCursorsModule,
    AccessTokenSecretModule,
  ],
  controllers: [WebhooksController],
  providers: [
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
      provide: DeliveryWorker,
      inject: [DeliveryStore, WebhookSender, WebhookSecrets, ConfigService],
      useFactory: (
        store: DeliveryStore,
        sender: WebhookSender,
        secrets: WebhookSecrets,
        config: Config,
      ) =>
        new DeliveryWorker(
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
      inject: [DeliveryWorker],
      useFactory: (worker: DeliveryWorker) => () => worker.wake(),
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
  ],
})
export class WebhooksModule
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly worker: DeliveryWorker,
    private readonly sender: WebhookSender,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

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
