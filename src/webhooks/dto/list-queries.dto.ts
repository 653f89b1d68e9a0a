import { SortablePageQuery } from '#libs/rest/index.js';
import { DELIVERY_SORT_FIELDS } from '../webhook-delivery.entity.js';
import { WEBHOOK_SORT_FIELDS } from '../webhook.entity.js';

/** `GET /webhooks` query: paging and sorting. */
export class WebhookListQuery extends SortablePageQuery(WEBHOOK_SORT_FIELDS) {}

/** `GET /webhooks/{id}/deliveries` query: paging, newest first by default. */
export class DeliveryListQuery extends SortablePageQuery(
  DELIVERY_SORT_FIELDS,
) {}
