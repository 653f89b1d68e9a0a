import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ApiProblemResponses,
  ConditionalRead,
  Created,
  ETagged,
  IfMatch,
  IfNoneMatch,
  PageAnswer,
  PreferMinimal,
  Paginated,
  QueryParams,
  UuidParam,
} from '#libs/rest/index.js';
import { Roles } from '../auth/roles.decorator.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { API_VERSION } from '../version/version.service.js';
import { DeliveryDto } from './dto/delivery.dto.js';
import { DeliveryListQuery, WebhookListQuery } from './dto/list-queries.dto.js';
import {
  CreatedWebhookDto,
  WebhookDto,
  WebhookSecretDto,
} from './dto/webhook.dto.js';
import { PatchWebhookDto, WriteWebhookDto } from './dto/write-webhook.dto.js';
import { WebhooksService } from './webhooks.service.js';

@ApiTags('webhooks')
@ApiBearerAuth()
@ApiProblemResponses(401, 403, 429, 500, 503)
@Roles('admin')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /**
   * Subscribes a URL to events (admins only); the answer holds the signing secret, shown only here.
   * @remarks Answers 201 with its `Location` and `ETag`. The URL must be `https` and may not name a private, loopback, link-local or metadata address (400 `WEBHOOK.URL_REFUSED`); its host's addresses are checked again on every attempt. `Idempotency-Key` is not honoured: the answer holds a secret, which is never stored in clear.
   */
  @Post()
  @Created(`/api/v${API_VERSION}/webhooks`, CreatedWebhookDto)
  @ApiProblemResponses(400, 413, 415)
  async create(@Body() dto: WriteWebhookDto): Promise<CreatedWebhookDto> {
    const { webhook, secret } = await this.webhooks.create(dto);
    return { ...WebhookDto.from(webhook), secret };
  }

  /**
   * Lists webhooks, paged and sorted (admins only).
   * @remarks `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.
   */
  @Get()
  @ApiProblemResponses(400)
  async list(
    @QueryParams() query: WebhookListQuery,
    @Paginated(WebhookDto) list: PageAnswer,
  ): Promise<readonly WebhookDto[]> {
    return list.answer(await this.webhooks.list(query), WebhookDto.from);
  }

  /**
   * One webhook, without its secret (admins only), with its ETag; 304 when If-None-Match names the current version.
   * @remarks `enabled` false with `disabledReason` `gone` when its receiver answered 410.
   */
  @Get(':id')
  @ApiProblemResponses(400, 404)
  async get(
    @UuidParam() id: string,
    @IfNoneMatch(WebhookDto) read: ConditionalRead,
  ): Promise<WebhookDto | undefined> {
    return read.answer(WebhookDto.from(await this.webhooks.get(id)));
  }

  /**
   * Changes the given fields of a webhook (admins only).
   * @remarks Any non-empty subset; `null` resets `description` to "" and `enabled` to true. Enabling a webhook that a `410 Gone` disabled sends its new events again. With `If-Match`, a stale version is a 412 and nothing changes.
   */
  @Patch(':id')
  @ETagged(WebhookDto)
  @ApiProblemResponses(400, 404, 412, 413, 415)
  async patch(
    @UuidParam() id: string,
    @Body() dto: PatchWebhookDto,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<WebhookDto> {
    return WebhookDto.from(await this.webhooks.patch(id, dto, ifMatch));
  }

  /**
   * Deletes a webhook and its deliveries, and returns it (admins only; 204 with Prefer: return=minimal).
   * @remarks Attempts running at that moment end; nothing more is sent. With `If-Match`, a stale version is a 412 and nothing changes.
   */
  @Delete(':id')
  @PreferMinimal()
  @ApiOkResponse({ type: WebhookDto })
  @ApiProblemResponses(400, 404, 412)
  async remove(
    @UuidParam() id: string,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<WebhookDto> {
    return WebhookDto.from(await this.webhooks.remove(id, ifMatch));
  }

  /**
   * Rotates the signing secret (admins only): the new one is shown only here.
   * @remarks Until `previousSecretUntil` (24 h by default) every request carries two signatures, by the new and the previous secret. `Idempotency-Key` is not honoured: the answer holds a secret.
   */
  @Post(':id/secret')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: WebhookSecretDto })
  @ApiProblemResponses(400, 404)
  async rotateSecret(@UuidParam() id: string): Promise<WebhookSecretDto> {
    const { secret, previousSecretUntil } =
      await this.webhooks.rotateSecret(id);
    return { secret, previousSecretUntil: previousSecretUntil.toISOString() };
  }

  /**
   * A webhook's deliveries, newest first, with their attempts (admins only).
   * @remarks Each shows its status, its attempts (time, response code, duration, error) and its next attempt. `X-Total-Count` and `Link` describe all pages.
   */
  @Get(':id/deliveries')
  @ApiProblemResponses(400, 404)
  async deliveries(
    @UuidParam() id: string,
    @QueryParams() query: DeliveryListQuery,
    @Paginated(DeliveryDto) list: PageAnswer,
  ): Promise<readonly DeliveryDto[]> {
    return list.answer(
      await this.webhooks.deliveriesOf(id, query),
      DeliveryDto.from,
    );
  }

  /**
   * Sends a delivery again now (admins only).
   * @remarks Whatever its status; the attempt is one more, with the same `webhook-id`. A disabled webhook is a 409.
   */
  @Post(':id/deliveries/:deliveryId/retry')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: DeliveryDto })
  @ApiProblemResponses(400, 404, 409)
  @Idempotent()
  async retry(
    @UuidParam() id: string,
    @UuidParam('deliveryId') deliveryId: string,
  ): Promise<DeliveryDto> {
    return DeliveryDto.from(await this.webhooks.retry(id, deliveryId));
  }

  /**
   * Sends a ping event to the webhook (admins only).
   * @remarks Its type is `webhook.ping`. Answers the delivery, which is attempted and retried as any other. A disabled webhook is a 409.
   */
  @Post(':id/ping')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: DeliveryDto })
  @ApiProblemResponses(400, 404, 409)
  @Idempotent()
  async ping(@UuidParam() id: string): Promise<DeliveryDto> {
    return DeliveryDto.from(await this.webhooks.ping(id));
  }
}
