import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { type EntityManager, Repository } from 'typeorm';
import { CursorSigner, type Page } from '#libs/rest/index.js';
import { EntityList } from '#libs/lists/index.js';
import { DomainError } from '../common/domain-error.js';
import type { Environment } from '../config/environment.js';
import { Transactions } from '../database/transactions.js';
import { DeliveryStore } from './delivery-store.js';
import type {
  DeliveryListQuery,
  WebhookListQuery,
} from './dto/list-queries.dto.js';
import type {
  PatchWebhookDto,
  WriteWebhookDto,
} from './dto/write-webhook.dto.js';
import { TargetPolicy } from './target-policy.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { newSigningSecret, WebhookSecrets } from './webhook-secrets.js';
import { Webhook } from './webhook.entity.js';

/** Wakes the worker when deliveries were written (the worker's `wake`). */
export const WAKE_WORKER = Symbol('WAKE_WORKER');

const notFound = (id: string) =>
  new DomainError(
    'not-found',
    'WEBHOOK.NOT_FOUND',
    `Webhook ${id} does not exist.`,
  );

/** Webhook subscriptions (admins only) and their deliveries. */
@Injectable()
export class WebhooksService {
  private readonly webhookList: EntityList<Webhook>;
  private readonly deliveryList: EntityList<WebhookDelivery>;
  private readonly overlapMs: number;

  constructor(
    @InjectRepository(Webhook) private readonly webhooks: Repository<Webhook>,
    @InjectRepository(WebhookDelivery)
    private readonly deliveries: Repository<WebhookDelivery>,
    private readonly transactions: Transactions,
    private readonly secrets: WebhookSecrets,
    private readonly policy: TargetPolicy,
    private readonly store: DeliveryStore,
    @Inject(WAKE_WORKER) private readonly wake: () => void,
    private readonly dispatcher: WebhookDispatcher,
    @Inject(ConfigService) config: ConfigService<Environment, true>,
    cursors: CursorSigner,
  ) {
    this.webhookList = new EntityList(webhooks, cursors);
    this.deliveryList = new EntityList(deliveries, cursors);
    this.overlapMs =
      config.get('WEBHOOKS_SECRET_OVERLAP', { infer: true }) * 1000;
  }

  /** A new webhook and its signing secret, in clear this once. */
  async create(
    dto: WriteWebhookDto,
  ): Promise<{ webhook: Webhook; secret: string }> {
    this.checkUrl(dto.url);
    const now = new Date();
    const secret = newSigningSecret();
    const enabled = dto.enabled ?? true;
    const webhook = this.webhooks.create({
      id: randomUUID(),
      url: dto.url,
      eventTypes: dto.eventTypes,
      description: dto.description ?? '',
      enabled,
      disabledReason: enabled ? null : 'admin',
      secret: this.secrets.seal(secret),
      previousSecret: null,
      previousSecretUntil: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
    });
    await this.transactions.run((manager) => manager.insert(Webhook, webhook));
    this.dispatcher.webhooksChanged();
    return { webhook, secret };
  }

  list(query: WebhookListQuery): Promise<Page<Webhook>> {
    return this.webhookList.page(query);
  }

  async get(id: string): Promise<Webhook> {
    const webhook = await this.webhooks.findOneBy({ id });
    if (!webhook) throw notFound(id);
    return webhook;
  }

  /** Changes the fields given; with `ifMatch`, only at that version (else 412). */
  async patch(
    id: string,
    dto: PatchWebhookDto,
    ifMatch?: number,
  ): Promise<Webhook> {
    if (Object.values(dto).every((value) => value === undefined)) {
      throw new DomainError(
        'invalid',
        'WEBHOOK.EMPTY_CHANGE',
        'Give at least one of url, eventTypes, description, enabled.',
      );
    }
    if (dto.url !== undefined) this.checkUrl(dto.url);
    const enabled = dto.enabled === null ? true : dto.enabled;
    const changed = await this.transactions.run(async (manager) => {
      const current = await this.current(manager, id, ifMatch);
      await manager.update(Webhook, id, {
        ...(dto.url !== undefined && { url: dto.url }),
        ...(dto.eventTypes !== undefined && { eventTypes: dto.eventTypes }),
        ...(dto.description !== undefined && {
          description: dto.description ?? '',
        }),
        ...(enabled !== undefined && {
          enabled,
          disabledReason: enabled ? null : 'admin',
        }),
        updatedAt: new Date(),
        version: current.version + 1,
      });
      // Read in the transaction: the version this change wrote, with its ETag.
      return manager.findOneByOrFail(Webhook, { id });
    });
    this.dispatcher.webhooksChanged();
    return changed;
  }

  /** Deletes the webhook (its deliveries go with it); with `ifMatch`, only at that version (else 412). */
  remove(id: string, ifMatch?: number): Promise<Webhook> {
    return this.transactions.run(async (manager) => {
      const webhook = await this.current(manager, id, ifMatch);
      await manager.delete(Webhook, id);
      return webhook;
    });
  }

  /** The webhook, locked until the transaction ends (PostgreSQL), if it has the version `If-Match` names. */
  private async current(
    manager: EntityManager,
    id: string,
    ifMatch: number | undefined,
  ): Promise<Webhook> {
    const current = await manager.findOne(Webhook, {
      where: { id },
      lock: this.transactions.forUpdate,
    });
    if (!current) throw notFound(id);
    if (ifMatch !== undefined && current.version !== ifMatch) {
      throw new DomainError(
        'precondition-failed',
        'WEBHOOK.VERSION_MISMATCH',
        `Webhook ${id} is at version ${current.version}, not ${ifMatch}; nothing was changed.`,
      );
    }
    return current;
  }

  /** A new secret; the previous one still signs for `WEBHOOKS_SECRET_OVERLAP` seconds. */
  async rotateSecret(
    id: string,
  ): Promise<{ secret: string; previousSecretUntil: Date }> {
    const secret = newSigningSecret();
    const now = new Date();
    const previousSecretUntil = new Date(now.getTime() + this.overlapMs);
    const rotated = await this.transactions.run(async (manager) => {
      const current = await manager.findOne(Webhook, {
        select: { id: true, secret: true, version: true },
        where: { id },
        lock: this.transactions.forUpdate,
      });
      if (!current) return false;
      await manager.update(Webhook, id, {
        secret: this.secrets.seal(secret),
        previousSecret: current.secret,
        previousSecretUntil,
        updatedAt: now,
        version: current.version + 1,
      });
      return true;
    });
    if (!rotated) throw notFound(id);
    return { secret, previousSecretUntil };
  }

  /** One page of a webhook's deliveries. */
  async deliveriesOf(
    id: string,
    query: DeliveryListQuery,
  ): Promise<Page<WebhookDelivery>> {
    await this.mustExist(id);
    return this.deliveryList.page(query, { filters: { webhookId: id } });
  }

  /** Sends a delivery again now, whatever its status; its attempts go on counting. */
  async retry(id: string, deliveryId: string): Promise<WebhookDelivery> {
    await this.mustBeEnabled(id);
    const now = new Date();
    const updated = await this.transactions.run((manager) =>
      manager.update(
        WebhookDelivery,
        { id: deliveryId, webhookId: id },
        { status: 'pending', nextAttemptAt: now, updatedAt: now },
      ),
    );
    if (updated.affected === 0) {
      throw new DomainError(
        'not-found',
        'WEBHOOK.DELIVERY_NOT_FOUND',
        `Webhook ${id} has no delivery ${deliveryId}.`,
      );
    }
    this.wake();
    return this.deliveries.findOneByOrFail({ id: deliveryId });
  }

  /** Sends a `webhook.ping` event to the webhook. */
  async ping(id: string): Promise<WebhookDelivery> {
    await this.mustBeEnabled(id);
    const eventId = `ping_${randomUUID()}`;
    const timestamp = new Date().toISOString();
    await this.store.create([
      {
        webhookId: id,
        eventId,
        eventType: 'webhook.ping',
        resourceKey: null,
        payload: JSON.stringify({
          id: eventId,
          type: 'webhook.ping',
          timestamp,
          data: { webhookId: id },
        }),
      },
    ]);
    this.wake();
    return this.deliveries.findOneByOrFail({ webhookId: id, eventId });
  }

  /** A disabled webhook sends nothing (its claimed deliveries fail): 409. */
  private async mustBeEnabled(id: string): Promise<void> {
    if (!(await this.get(id)).enabled) {
      throw new DomainError(
        'conflict',
        'WEBHOOK.DISABLED',
        'This webhook is disabled: enable it first.',
      );
    }
  }

  private async mustExist(id: string): Promise<void> {
    if (!(await this.webhooks.existsBy({ id }))) throw notFound(id);
  }

  private checkUrl(url: string): void {
    const refusal = this.policy.refusal(url);
    if (refusal !== undefined) {
      throw new DomainError(
        'invalid',
        'WEBHOOK.URL_REFUSED',
        `url ${refusal}.`,
      );
    }
  }
}
