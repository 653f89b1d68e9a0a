import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import {
  FastifyAdapter,
  NestFastifyApplication,
} from '@nestjs/platform-fastify';
import {
  ApiProperty,
  ApiPropertyOptional,
  OpenAPIObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { IsOptional, IsString } from 'class-validator';
import request from 'supertest';
import { OnResult } from './on-result.js';
import { MAX_PAGE, SortablePageQuery } from './page-query.dto.js';
import {
  ConditionalRead,
  Created,
  IfMatch,
  IfNoneMatch,
  PageAnswer,
  Paginated,
  PreferMinimal,
} from './resource.decorators.js';
import { RestModule } from './rest.module.js';
import { ToArray } from './to-array.js';
import { QueryParams } from './unknown-query.guard.js';

class ThingDto {
  @ApiProperty()
  id: string;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: [String] })
  tags: string[];
  @ApiProperty()
  version: number;
}

class ThingListQuery extends SortablePageQuery(['title', 'id']) {
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @ToArray()
  @IsString({ each: true })
  tag?: string[];
}

// Twelve things tagged `a`, every third also `b`; titles repeat so that only the id breaks ties.
const THINGS: ThingDto[] = Array.from({ length: 12 }, (_, index) => ({
  id: `t${String(index).padStart(2, '0')}`,
  title: `title ${index % 4}`,
  tags: index % 3 === 0 ? ['a', 'b'] : ['a'],
  version: 3,
}));

const find = (id: string): ThingDto => {
  const thing = THINGS.find((candidate) => candidate.id === id);
  if (!thing) throw new NotFoundException();
  return thing;
};

@Controller('things')
class ThingsController {
  @Get()
  list(
    @QueryParams() query: ThingListQuery,
    @Paginated(ThingDto) list: PageAnswer,
  ): readonly ThingDto[] {
    const matching = THINGS.filter((thing) =>
      (query.tag ?? []).every((tag) => thing.tags.includes(tag)),
    ).sort((a, b) => {
      for (const { field, direction } of query.sort ?? [
        { field: 'title', direction: 'ASC' },
      ]) {
        const order = a[field as 'id' | 'title'].localeCompare(
          b[field as 'id' | 'title'],
        );
        if (order !== 0) return direction === 'ASC' ? order : -order;
      }
      return 0;
    });
    // This fake's cursors are page numbers; the API's are opaque keyset positions.
    const page = query.cursor === undefined ? query.page : Number(query.cursor);
    const skip = (page - 1) * query.limit;
    return list.answer(
      {
        items: matching.slice(skip, skip + query.limit),
        limit: query.limit,
        ...(query.cursor === undefined && { page }),
        ...(!query.tag?.includes('uncounted') && { total: matching.length }),
        ...(skip + query.limit < matching.length && {
          next: String(page + 1),
        }),
        ...(page > 1 && skip < matching.length && { prev: String(page - 1) }),
      },
      (thing) => thing,
    );
  }

  @Get(':id')
  async get(
    @Param('id') id: string,
    @IfNoneMatch(ThingDto) read: ConditionalRead,
  ): Promise<ThingDto | undefined> {
    return read.answer(find(id));
  }

  @Get(':id/unversioned')
  unversioned(
    @Param('id') id: string,
    @IfNoneMatch() read: ConditionalRead,
  ): unknown {
    const { id: thingId, title, tags } = find(id);
    // What a handler typed loosely could pass at run time.
    return read.answer({ id: thingId, title, tags } as unknown as ThingDto);
  }

  @Post()
  @Created('/api/v1/things')
  create(): ThingDto {
    return { id: 'new/1', title: 'new', tags: [], version: 1 };
  }

  @Put(':id')
  replace(
    @Param('id') id: string,
    @IfMatch() version: number | undefined,
  ): { id: string; expectedVersion: number | null } {
    return { id, expectedVersion: version ?? null };
  }

  @Delete(':id')
  @PreferMinimal()
  remove(@Param('id') id: string): ThingDto {
    return find(id);
  }

  @Delete(':id/quietly')
  @PreferMinimal()
  removeQuietly(@Param('id') id: string): void {
    find(id);
  }

  @Post(':id/copies')
  @Created('/api/v1/things')
  @PreferMinimal()
  copy(@Param('id') id: string): ThingDto {
    return { ...find(id), id: 'copy', version: 1 };
  }

  @Get(':id/made-up')
  @OnResult(() => ({ madeUp: true }))
  madeUp(): void {}

  @Get(':id/plain')
  plain(@Param('id') id: string): ThingDto {
    return find(id);
  }
}

describe('resource decorators on a Fastify application', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  beforeAll(async () => {
    const module = await Test.createTestingModule({
      imports: [RestModule.forRoot()],
      controllers: [ThingsController],
    }).compile();
    app = module.createNestApplication<NestFastifyApplication>(
      new FastifyAdapter(),
      { logger: false },
    );
    app.setGlobalPrefix('api/v1');
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  /** The `Link` header as rel → target. */
  const linksOf = (res: request.Response): Record<string, string> =>
    Object.fromEntries(
      (res.headers.link as string).split(', ').map((link) => {
        const [, target, rel] = /^<([^>]*)>; rel="(\w+)"$/.exec(link)!;
        return [rel, target];
      }),
    );

  describe('@Paginated()', () => {
    it('sends the items as an array, with X-Total-Count and Link', async () => {
      const res = await http
        .get('/api/v1/things?tag=a&tag=b&sort=-title&page=1&limit=3')
        .expect(200);
      expect(res.body.map((thing: ThingDto) => thing.id)).toEqual([
        't03',
        't06',
        't09',
      ]);
      expect(res.headers['x-total-count']).toBe('4');
      expect(linksOf(res)).toEqual({
        first: '/api/v1/things?tag=a&tag=b&sort=-title&page=1&limit=3',
        next: '/api/v1/things?tag=a&tag=b&sort=-title&cursor=2&limit=3',
        last: '/api/v1/things?tag=a&tag=b&sort=-title&page=2&limit=3',
      });
      expect(
        linksOf(
          await http
            .get('/api/v1/things?tag=a&tag=b&sort=-title&cursor=2&limit=3')
            .expect(200),
        ),
      ).toEqual({
        first: '/api/v1/things?tag=a&tag=b&sort=-title&page=1&limit=3',
        prev: '/api/v1/things?tag=a&tag=b&sort=-title&cursor=1&limit=3',
        last: '/api/v1/things?tag=a&tag=b&sort=-title&page=2&limit=3',
      });
    });

    it('sends neither X-Total-Count nor a last link for a list it did not count', async () => {
      const res = await http
        .get('/api/v1/things?tag=uncounted&limit=3')
        .expect(200);
      expect(res.headers['x-total-count']).toBeUndefined();
      expect(linksOf(res)).toEqual({
        first: '/api/v1/things?tag=uncounted&page=1&limit=3',
      });
    });

    it.each(['title', '-title', 'title,-id'])(
      'walks every item exactly once following next (sort=%s)',
      async (sort) => {
        const seen: string[] = [];
        let next: string | undefined = `/api/v1/things?sort=${sort}&limit=5`;
        while (next) {
          const res: request.Response = await http.get(next).expect(200);
          seen.push(...res.body.map((thing: ThingDto) => thing.id));
          next = linksOf(res).next;
        }
        expect(seen).toHaveLength(THINGS.length);
        expect(new Set(seen).size).toBe(THINGS.length);
      },
    );

    it('answers a page past the last with an empty array', async () => {
      const res = await http.get('/api/v1/things?page=7&limit=5').expect(200);
      expect(res.body).toEqual([]);
      expect(res.headers['x-total-count']).toBe('12');
      expect(linksOf(res).prev).toBe('/api/v1/things?page=3&limit=5');
    });

    it('answers bad paging, sorting or unknown parameters with a 400 problem', async () => {
      const res = await http
        .get('/api/v1/things?page=1.5&sort=title,title&limt=5')
        .expect(400);
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(
        res.body.errors.map((error: { field: string }) => error.field).sort(),
      ).toEqual(['/limt', '/page', '/sort']);
    });
  });

  describe('@IfNoneMatch()', () => {
    it('sends the ETag of the version', async () => {
      const res = await http.get('/api/v1/things/t01').expect(200);
      expect(res.headers.etag).toBe('"3"');
      expect(res.body.id).toBe('t01');
    });

    it.each(['"3"', 'W/"3"', '"1", "3"', '*'])(
      'answers If-None-Match: %s with 304, no body',
      async (ifNoneMatch) => {
        const res = await http
          .get('/api/v1/things/t01')
          .set('If-None-Match', ifNoneMatch)
          .expect(304);
        expect(res.headers.etag).toBe('"3"');
        expect(res.text).toBe('');
        expect(res.headers['content-type']).toBeUndefined();
        expect(res.headers['content-length']).toBeUndefined();
      },
    );

    it('answers HEAD with 304 too', async () => {
      await http
        .head('/api/v1/things/t01')
        .set('If-None-Match', '"3"')
        .expect(304);
    });

    it('sends the resource when If-None-Match names another version', async () => {
      const res = await http
        .get('/api/v1/things/t01')
        .set('If-None-Match', '"2"')
        .expect(200);
      expect(res.body.id).toBe('t01');
    });

    it('leaves errors of the handler alone', async () => {
      const res = await http
        .get('/api/v1/things/nope')
        .set('If-None-Match', '*')
        .expect(404);
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(res.headers.etag).toBeUndefined();
    });

    it('fails loudly when the resource has no version', async () => {
      const res = await http.get('/api/v1/things/t01/unversioned').expect(500);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(res.body.detail).toBe(
        'The server could not complete the request.',
      );
    });
  });

  describe('@Created()', () => {
    it('answers 201 with Location and ETag', async () => {
      const res = await http.post('/api/v1/things').expect(201);
      expect(res.headers.location).toBe('/api/v1/things/new%2F1');
      expect(res.headers.etag).toBe('"1"');
      expect(res.body.id).toBe('new/1');
    });

    it('goes with @PreferMinimal() below it', async () => {
      const created = await http.post('/api/v1/things/t01/copies').expect(201);
      expect(created.body.id).toBe('copy');
      const res = await http
        .post('/api/v1/things/t01/copies')
        .set('Prefer', 'return=minimal')
        .expect(204);
      expect(res.headers.location).toBe('/api/v1/things/copy');
      expect(res.headers.etag).toBe('"1"');
      expect(res.text).toBe('');
    });
  });

  describe('@IfMatch()', () => {
    it.each([
      [undefined, null],
      ['*', null],
      ['"4"', 4],
    ])('gives the handler If-Match: %s as %j', async (ifMatch, expected) => {
      const req = http.put('/api/v1/things/t01');
      if (ifMatch) req.set('If-Match', ifMatch);
      const res = await req.expect(200);
      expect(res.body).toEqual({ id: 't01', expectedVersion: expected });
    });

    it('answers a malformed If-Match with a 400 problem', async () => {
      const res = await http
        .put('/api/v1/things/t01')
        .set('If-Match', 'W/"4"')
        .expect(400);
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(res.body.detail).toMatch(/^If-Match must be/);
    });
  });

  describe('@PreferMinimal()', () => {
    it('sends the body by default', async () => {
      const res = await http.delete('/api/v1/things/t02').expect(200);
      expect(res.body.id).toBe('t02');
      expect(res.headers['preference-applied']).toBeUndefined();
    });

    it('answers Prefer: return=minimal with 204 and Preference-Applied', async () => {
      const res = await http
        .delete('/api/v1/things/t02')
        .set('Prefer', 'respond-async, return=minimal')
        .expect(204);
      expect(res.text).toBe('');
      expect(res.headers['preference-applied']).toBe('return=minimal');
    });

    it('answers a handler without a result 204 or 200', async () => {
      await http
        .delete('/api/v1/things/t02/quietly')
        .set('Prefer', 'return=minimal')
        .expect(204)
        .expect('Preference-Applied', 'return=minimal');
      const res = await http.delete('/api/v1/things/t02/quietly').expect(200);
      expect(res.text).toBe('');
    });
  });

  it('sends what a responder makes of a handler without a result', async () => {
    const res = await http.get('/api/v1/things/t01/made-up').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ madeUp: true });
  });

  it('leaves routes without these decorators alone', async () => {
    const res = await http.get('/api/v1/things/t01/plain').expect(200);
    expect(res.body.version).toBe(3);
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers a method a path does not have 405 with Allow', async () => {
    const res = await http.patch('/api/v1/things/t01').expect(405);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  describe('the OpenAPI document', () => {
    let document: OpenAPIObject;
    beforeAll(() => {
      document = SwaggerModule.createDocument(app, {
        openapi: '3.0.0',
        info: { title: 'test', version: '1' },
      });
    });
    const parameter = (path: string, method: string, name: string) =>
      (document.paths[path] as Record<string, { parameters: object[] }>)[
        method
      ].parameters.find((param) => (param as { name: string }).name === name);
    const responses = (path: string, method: string) =>
      (document.paths[path] as Record<string, { responses: object }>)[method]
        .responses;

    it('documents page, limit, sort and the filters of a list', () => {
      const list = '/api/v1/things';
      expect(parameter(list, 'get', 'page')).toMatchObject({
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      });
      expect(parameter(list, 'get', 'limit')).toMatchObject({
        in: 'query',
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      });
      expect(parameter(list, 'get', 'sort')).toMatchObject({
        in: 'query',
        description: expect.stringContaining('`title`, `id`'),
        schema: {
          type: 'string',
          pattern: '^-?(title|id)(,-?(title|id))*$',
        },
      });
      expect(parameter(list, 'get', 'tag')).toMatchObject({
        in: 'query',
        schema: { type: 'array', items: { type: 'string' } },
      });
      // The `PageAnswer` argument is not a request parameter.
      expect(
        (
          document.paths[list] as Record<
            string,
            { parameters: { name: string }[] }
          >
        ).get.parameters
          .map(({ name }) => name)
          .sort(),
      ).toEqual(['cursor', 'limit', 'page', 'sort', 'tag']);
      expect(responses(list, 'get')).toMatchObject({
        200: {
          headers: { 'X-Total-Count': {}, 'Search-Ranked-Only': {}, Link: {} },
          content: {
            'application/json': {
              schema: {
                type: 'array',
                // Each item, with its `snippet` in a `q` list.
                items: {
                  allOf: [
                    { $ref: '#/components/schemas/ThingDto' },
                    {
                      type: 'object',
                      properties: {
                        snippet: { $ref: '#/components/schemas/SnippetDto' },
                      },
                    },
                  ],
                },
              },
            },
          },
        },
      });
    });

    it('documents ETag, If-None-Match and 304 on a conditional read', () => {
      expect(
        parameter('/api/v1/things/{id}', 'get', 'If-None-Match'),
      ).toMatchObject({
        in: 'header',
        required: false,
      });
      expect(responses('/api/v1/things/{id}', 'get')).toMatchObject({
        200: {
          headers: { ETag: {} },
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ThingDto' },
            },
          },
        },
        304: { headers: { ETag: {} } },
      });
      // The `ConditionalRead` argument is not a request parameter.
      expect(
        (
          document.paths['/api/v1/things/{id}'] as Record<
            string,
            { parameters: { name: string }[] }
          >
        ).get.parameters.map(({ name }) => name),
      ).toEqual(['id', 'If-None-Match']);
    });

    it('documents Location and ETag of a creation', () => {
      expect(responses('/api/v1/things', 'post')).toMatchObject({
        201: { headers: { Location: {}, ETag: {} } },
      });
    });

    it('documents If-Match on a write and Prefer on a delete', () => {
      expect(parameter('/api/v1/things/{id}', 'put', 'If-Match')).toMatchObject(
        {
          in: 'header',
          required: false,
        },
      );
      expect(
        parameter('/api/v1/things/{id}', 'delete', 'Prefer'),
      ).toMatchObject({
        in: 'header',
      });
      expect(responses('/api/v1/things/{id}', 'delete')).toMatchObject({
        204: { headers: { 'Preference-Applied': {} } },
      });
    });
  });
});

describe('PageAnswer', () => {
  it('sets the headers of the page from the request URL and returns its items, each mapped alone', () => {
    const headers: Record<string, string> = {};
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
    };
    const items = new PageAnswer(
      '/api/v1/things?limit=2',
      reply as never,
    ).answer(
      { items: [1, 2], limit: 2, page: 1, total: 3, next: 'N' },
      (item: number, index?: number) => `${item}:${index}`,
    );
    expect(items).toEqual(['1:undefined', '2:undefined']);
    expect(headers).toEqual({
      'X-Total-Count': '3',
      Link: '</api/v1/things?page=1&limit=2>; rel="first", </api/v1/things?cursor=N&limit=2>; rel="next", </api/v1/things?page=2&limit=2>; rel="last"',
    });
  });
});
