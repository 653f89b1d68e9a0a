export interface paths {
  '/api/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The change feed: every create, change and delete, oldest first.
     * @description Any signed-in user; `user.*` events for admins only. Read the events after the last
     *     one read (`after`), following the `next` link, which is always there (a feed has no end) and
     *     has no `X-Total-Count`. With `wait`, an empty answer waits for the next event (long poll). An
     *     `after` older than the events kept (`EVENTS_RETENTION`) is a 410. docs/api.md, "Events".
     */
    get: operations['Events_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The change feed as Server-Sent Events, for as long as the connection stays open.
     * @description The same events as `GET /events`, from `after` or, when reconnecting, from the
     *     `Last-Event-ID` header: each is `id:` (its id), `event:` (its type) and `data:` (the event as
     *     JSON); a comment every 15 s keeps a quiet stream open. Each stream holds a connection
     *     (`MAX_CONNECTIONS_PER_ADDRESS`). The stream ends when the bearer token expires (its `exp`),
     *     and before it would send an event once the caller's role has changed or the caller was
     *     deleted: reconnect with a fresh token and `Last-Event-ID`, nothing is missed. docs/api.md,
     *     "Events".
     */
    get: operations['Events_stream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs in with an e-mail or a pseudo and a password, or exchanges a refresh token for a new pair (rotation).
     * @description Public. A wrong password and an unknown user answer the same 401. A refresh token works once: presenting a used one again signs its session out. `Idempotency-Key` is not honoured here: each request answers new tokens, which are never stored (ADR 0412).
     */
    post: operations['Auth_token'];
    /**
     * Signs the session out: its refresh token stops working.
     * @description Any signed-in user; answers 204 without a body.
     */
    delete: operations['Auth_signOut'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists users, paged and sorted (admins only).
     * @description `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.
     */
    get: operations['Users_list'];
    put?: never;
    /**
     * Creates a user (admins only).
     * @description `role` defaults to `reader`. Email and pseudo are unique, case-insensitively (409).
     */
    post: operations['Users_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's own account.
     * @description Any signed-in user.
     */
    get: operations['Users_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One user (admins, or the user itself).
     * @description Another user's account is a 403 for anyone but an admin.
     */
    get: operations['Users_get'];
    put?: never;
    post?: never;
    /**
     * Deletes a user who owns no docs or lessons (admins only).
     * @description Answers with the deleted user; a 409 while the user still owns docs or lessons, or
     *     is the last admin (`USER.LAST_ADMIN`).
     */
    delete: operations['Users_remove'];
    options?: never;
    head?: never;
    /**
     * Changes email, pseudo, password (with the current password for one's own) or, for admins, role.
     * @description Users change their own account, admins anyone's. A taken email or pseudo is a 409,
     *     and so is demoting the last admin (`USER.LAST_ADMIN`).
     */
    patch: operations['Users_update'];
    trace?: never;
  };
  '/api/v1/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List docs: paged, sorted and filtered
     * @description Any signed-in user. Items are summaries, without `content` (`GET /docs/:id` has it; `include=content` adds it, with `limit` at most 20 and a page ending before 2 MiB of content, at least one doc: follow `next`). Filters combine with AND; `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.
     */
    get: operations['Docs_list'];
    put?: never;
    /**
     * Create a doc owned by the caller (authors and admins)
     * @description Fields left out get their defaults. Answers 201 with the new doc, its `Location` and its `ETag`.
     */
    post: operations['Docs_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/docs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One doc, with its ETag; 304 when If-None-Match names the current version.
     * @description Any signed-in user.
     */
    get: operations['Docs_get'];
    /**
     * Replace every writable field of a doc; those left out reset to their defaults
     * @description Its author or an admin. A missing required field is a 400. With `If-Match`, a stale version is a 412 and nothing changes.
     */
    put: operations['Docs_replace'];
    post?: never;
    /**
     * Delete a doc and return it (204 with Prefer: return=minimal)
     * @description Its author or an admin. A 409 while something still uses the doc. With `If-Match`, a stale version is a 412 and nothing changes.
     */
    delete: operations['Docs_remove'];
    options?: never;
    head?: never;
    /**
     * Change the given fields of a doc (application/json or application/merge-patch+json)
     * @description Its author or an admin. Any non-empty subset of the fields; `null` resets an optional field to its default. With `If-Match`, a stale version is a 412 and nothing changes.
     */
    patch: operations['Docs_patch'];
    trace?: never;
  };
  '/api/v1/lessons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List lessons: paged, sorted and filtered
     * @description Any signed-in user. Filters combine with AND; `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.
     */
    get: operations['Lessons_list'];
    put?: never;
    /**
     * Create a lesson owned by the caller (authors and admins)
     * @description Fields left out get their defaults. Answers 201 with the new lesson, its `Location` and its `ETag`.
     */
    post: operations['Lessons_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/lessons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One lesson, with its ETag (304 when If-None-Match names the current version); expand=docs embeds its docs in order.
     * @description Any signed-in user. With `expand=docs` the answer is never 304: the docs change without changing the lesson's version.
     */
    get: operations['Lessons_get'];
    /**
     * Replace every writable field of a lesson; those left out reset to their defaults
     * @description Its author or an admin. A missing required field is a 400. With `If-Match`, a stale version is a 412 and nothing changes.
     */
    put: operations['Lessons_replace'];
    post?: never;
    /**
     * Delete a lesson and return it (204 with Prefer: return=minimal)
     * @description Its author or an admin. A 409 while something still uses the lesson. With `If-Match`, a stale version is a 412 and nothing changes.
     */
    delete: operations['Lessons_remove'];
    options?: never;
    head?: never;
    /**
     * Change the given fields of a lesson (application/json or application/merge-patch+json)
     * @description Its author or an admin. Any non-empty subset of the fields; `null` resets an optional field to its default. With `If-Match`, a stale version is a 412 and nothing changes.
     */
    patch: operations['Lessons_patch'];
    trace?: never;
  };
  '/api/v1/healthcheck': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness and readiness: the database (and Redis when configured) answer, and the service is not shutting down.
     * @description Public and not rate limited, for load balancers and orchestrators.
     */
    get: operations['Health_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The running service's name, version, API versions and commit.
     * @description Public.
     */
    get: operations['Version_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists webhooks, paged and sorted (admins only).
     * @description `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.
     */
    get: operations['Webhooks_list'];
    put?: never;
    /**
     * Subscribes a URL to events (admins only); the answer holds the signing secret, shown only here.
     * @description Answers 201 with its `Location` and `ETag`. The URL must be `https` and may not name a private, loopback, link-local or metadata address (400 `WEBHOOK.URL_REFUSED`); its host's addresses are checked again on every attempt. `Idempotency-Key` is not honoured: the answer holds a secret, which is never stored in clear.
     */
    post: operations['Webhooks_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One webhook, without its secret (admins only), with its ETag; 304 when If-None-Match names the current version.
     * @description `enabled` false with `disabledReason` `gone` when its receiver answered 410.
     */
    get: operations['Webhooks_get'];
    put?: never;
    post?: never;
    /**
     * Deletes a webhook and its deliveries, and returns it (admins only; 204 with Prefer: return=minimal).
     * @description Attempts running at that moment end; nothing more is sent. With `If-Match`, a stale version is a 412 and nothing changes.
     */
    delete: operations['Webhooks_remove'];
    options?: never;
    head?: never;
    /**
     * Changes the given fields of a webhook (admins only).
     * @description Any non-empty subset; `null` resets `description` to "" and `enabled` to true. Enabling a webhook that a `410 Gone` disabled sends its new events again. With `If-Match`, a stale version is a 412 and nothing changes.
     */
    patch: operations['Webhooks_patch'];
    trace?: never;
  };
  '/api/v1/webhooks/{id}/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotates the signing secret (admins only): the new one is shown only here.
     * @description Until `previousSecretUntil` (24 h by default) every request carries two signatures, by the new and the previous secret. `Idempotency-Key` is not honoured: the answer holds a secret.
     */
    post: operations['Webhooks_rotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A webhook's deliveries, newest first, with their attempts (admins only).
     * @description Each shows its status, its attempts (time, response code, duration, error) and its next attempt. `X-Total-Count` and `Link` describe all pages.
     */
    get: operations['Webhooks_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a delivery again now (admins only).
     * @description Whatever its status; the attempt is one more, with the same `webhook-id`. A disabled webhook is a 409.
     */
    post: operations['Webhooks_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a ping event to the webhook (admins only).
     * @description Its type is `webhook.ping`. Answers the delivery, which is attempted and retried as any other. A disabled webhook is a 409.
     */
    post: operations['Webhooks_ping'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    FieldErrorSchema: {
      /**
       * @description JSON Pointer to the field
       * @example /title
       */
      field: string;
      /** @example title must be shorter than or equal to 200 characters */
      message: string;
    };
    ProblemDetailsSchema: {
      /** @example about:blank */
      type: string;
      /** @example Bad Request */
      title: string;
      /**
       * Format: int32
       * @description The HTTP status of the response
       * @example 400
       */
      status: number;
      /** @example Invalid request: /title must be a string */
      detail: string;
      /**
       * @description The request path
       * @example /api/v1/docs
       */
      instance: string;
      /**
       * @description Same as the X-Request-Id response header
       * @example 8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b
       */
      requestId: string;
      /**
       * @description Stable code of a domain error
       * @example DOC.REFERENCE_TAKEN
       */
      code?: string;
      /** @description Validation errors, one per field: the first 10 */
      errors?: components['schemas']['FieldErrorSchema'][];
      /**
       * Format: int32
       * @description How many errors there were, when `errors` lists only the first 10 (a field or message is cut at 200 characters)
       * @example 42
       */
      errorCount?: number;
    };
    DocDto: {
      /**
       * Format: uuid
       * @example 5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0
       */
      id: string;
      /**
       * Format: uuid
       * @example 0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11
       */
      authorId: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: int32
       * @description Starts at 1 and grows by one on every change; the ETag is `"<version>"`.
       * @example 1
       */
      version: number;
      /** @example Introduction to SQL */
      title: string;
      /** @example Tables, rows and the SELECT statement. */
      description: string;
      /**
       * @description Client-chosen unique reference, or null.
       * @example intro-to-sql
       */
      reference: string | null;
      /**
       * @example [
       *       "sql",
       *       "beginner"
       *     ]
       */
      tags: string[];
      /** @example # SELECT\n\nA query reads rows... */
      content: string;
    };
    DocSummaryDto: {
      /**
       * Format: uuid
       * @example 5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0
       */
      id: string;
      /**
       * Format: uuid
       * @example 0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11
       */
      authorId: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: int32
       * @description Starts at 1 and grows by one on every change; the ETag is `"<version>"`.
       * @example 1
       */
      version: number;
      /** @example Introduction to SQL */
      title: string;
      /** @example Tables, rows and the SELECT statement. */
      description: string;
      /**
       * @description Client-chosen unique reference, or null.
       * @example intro-to-sql
       */
      reference: string | null;
      /**
       * @example [
       *       "sql",
       *       "beginner"
       *     ]
       */
      tags: string[];
    };
    LessonDto: {
      /**
       * Format: uuid
       * @example 5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0
       */
      id: string;
      /**
       * Format: uuid
       * @example 0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11
       */
      authorId: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: int32
       * @description Starts at 1 and grows by one on every change; the ETag is `"<version>"`.
       * @example 1
       */
      version: number;
      /** @example SQL in a day */
      title: string;
      /** @example From SELECT to JOIN. */
      description: string;
      /**
       * @description The docs of the lesson, in order.
       * @example [
       *       "5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0"
       *     ]
       */
      docIds: string[];
      /** @description With `?expand=docs`: the docs themselves in the order of `docIds`, as summaries (without `content`: `GET /docs/:id` has it). */
      docs?: components['schemas']['DocSummaryDto'][];
    };
    UserDto: {
      /**
       * Format: uuid
       * @example 0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11
       */
      id: string;
      /**
       * Format: email
       * @description Lower-cased.
       * @example ada@example.com
       */
      email: string;
      /** @example ada */
      pseudo: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * @example author
       * @enum {string}
       */
      role: 'admin' | 'reader' | 'author';
    };
    EventDto: {
      /**
       * @description Unique, and in the order of the feed: give it as `after` (or `Last-Event-ID`) to read the events after it.
       * @example 00000000000002f1000000000000004d
       */
      id: string;
      /**
       * @description `<resource>.created`, `<resource>.updated` or `<resource>.deleted`; `data` is then that resource.
       * @example doc.updated
       */
      type: string;
      /**
       * Format: date-time
       * @description When the change was made: the resource's `updatedAt` after a create or a change.
       */
      occurredAt: string;
      /**
       * Format: uuid
       * @description The id of the resource that changed.
       */
      resourceId: string;
      /**
       * Format: int32
       * @description Its version after the change (for a delete, its last); null for users, which have none.
       */
      resourceVersion: number | null;
      /**
       * Format: uuid
       * @description The user who made the change; null for a change by the CLI or the first admin's creation.
       */
      actorId: string | null;
      /** @description The resource as `GET` showed it after the change; for a delete, as it was. `doc.*`: a Doc, `lesson.*`: a Lesson, `user.*`: a User (never a secret), a generated resource's type: that resource. */
      data:
        | components['schemas']['DocDto']
        | components['schemas']['LessonDto']
        | components['schemas']['UserDto']
        | Record<string, never>;
    };
    TokenRequestDto: {
      /**
       * Format: email
       * @description Sign in by email (or by pseudo, not both).
       */
      email?: string;
      /** @description Sign in by pseudo (or by email, not both). */
      pseudo?: string;
      password?: string;
      /** @description A refresh token from an earlier answer; it is single-use. */
      refreshToken?: string;
    };
    TokenResponseDto: {
      /** @description JWT (HS256) with claims sub, role, sid, iss, aud, iat, exp. */
      token: string;
      /**
       * Format: int32
       * @description Lifetime of `token` in seconds.
       * @example 900
       */
      expiresIn: number;
      /** @description Exchange it at `POST /auth/token` for a new pair; using it twice signs the session out. */
      refreshToken: string;
      /**
       * @example Bearer
       * @enum {string}
       */
      tokenType: 'Bearer';
    };
    CreateUserDto: {
      /**
       * Format: email
       * @description Unique, case-insensitively; in Unicode NFC, without spaces of any width, invisible, blank or
       *     bidirectional control characters (zero-width, BOM, U+2800, U+202E…).
       * @example ada@example.com
       */
      email: string;
      /**
       * @description Unique, case-insensitively; 2–40 of ASCII letters, digits, `_`, `.`, `-`.
       * @example ada
       */
      pseudo: string;
      /**
       * @description 8–128 characters.
       * @example correct horse battery staple
       */
      password: string;
      /**
       * @description Defaults to `reader`.
       * @example author
       * @enum {string}
       */
      role?: 'reader' | 'author' | 'admin';
    };
    SnippetRangeDto: {
      /** Format: int32 */
      start: number;
      /** Format: int32 */
      length: number;
    };
    SnippetDto: {
      field: string;
      text: string;
      matches: components['schemas']['SnippetRangeDto'][];
    };
    UpdateUserDto: {
      /**
       * Format: email
       * @description Unique, case-insensitively; in Unicode NFC, without spaces of any width, invisible, blank or
       *     bidirectional control characters (zero-width, BOM, U+2800, U+202E…).
       * @example ada@example.com
       */
      email?: string;
      /**
       * @description Unique, case-insensitively; 2–40 of ASCII letters, digits, `_`, `.`, `-`.
       * @example ada
       */
      pseudo?: string;
      /**
       * @description 8–128 characters.
       * @example correct horse battery staple
       */
      password?: string;
      /**
       * @description Defaults to `reader`.
       * @example author
       * @enum {string}
       */
      role?: 'reader' | 'author' | 'admin';
      /**
       * @description Required with `password` when users change their own.
       * @example old password
       */
      currentPassword?: string;
    };
    WriteDocDto: {
      /**
       * @description Unique, client-chosen: 1–100 of letters, digits, `.`, `_`, `:`, `-`.
       * @example intro-to-sql
       */
      reference?: string | null;
      /**
       * @description 1–200 characters, stored in Unicode NFC (as every text field).
       * @example Introduction to SQL
       */
      title: string;
      /**
       * @description Up to 2000 characters, in NFC; default "".
       * @default
       * @example Tables, rows and the SELECT statement.
       */
      description?: string | null;
      /**
       * @description Up to 20 distinct tags of 1–40 characters, in NFC (`e` + U+0301 is `é`: the same tag); default [].
       * @default []
       * @example [
       *       "sql",
       *       "beginner"
       *     ]
       */
      tags?: string[] | null;
      /**
       * @description The body of the doc, in NFC; default "".
       * @example # SELECT
       *
       *     A query reads rows...
       */
      content?: string | null;
    };
    PatchDocDto: {
      /**
       * @description Unique, client-chosen: 1–100 of letters, digits, `.`, `_`, `:`, `-`.
       * @example intro-to-sql
       */
      reference?: string | null;
      /**
       * @description Up to 2000 characters, in NFC; default "".
       * @default
       * @example Tables, rows and the SELECT statement.
       */
      description?: string | null;
      /**
       * @description Up to 20 distinct tags of 1–40 characters, in NFC (`e` + U+0301 is `é`: the same tag); default [].
       * @default []
       * @example [
       *       "sql",
       *       "beginner"
       *     ]
       */
      tags?: string[] | null;
      /**
       * @description The body of the doc, in NFC; default "".
       * @example # SELECT
       *
       *     A query reads rows...
       */
      content?: string | null;
      /**
       * @description 1–200 characters, stored in Unicode NFC (as every text field).
       * @example Introduction to SQL
       */
      title?: string;
    };
    WriteLessonDto: {
      /**
       * @description 1–200 characters, stored in Unicode NFC (as every text field).
       * @example SQL in a day
       */
      title: string;
      /**
       * @description Up to 2000 characters, in NFC; default "".
       * @default
       * @example From SELECT to JOIN.
       */
      description?: string | null;
      /**
       * @description Up to 200 distinct ids of existing docs, in order; default [].
       * @default []
       * @example [
       *       "5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0"
       *     ]
       */
      docIds?: string[] | null;
    };
    PatchLessonDto: {
      /**
       * @description Up to 2000 characters, in NFC; default "".
       * @default
       * @example From SELECT to JOIN.
       */
      description?: string | null;
      /**
       * @description Up to 200 distinct ids of existing docs, in order; default [].
       * @default []
       * @example [
       *       "5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0"
       *     ]
       */
      docIds?: string[] | null;
      /**
       * @description 1–200 characters, stored in Unicode NFC (as every text field).
       * @example SQL in a day
       */
      title?: string;
    };
    VersionDto: {
      /** @example syllabus */
      name: string;
      /**
       * @description package.json version.
       * @example 0.1.0
       */
      version: string;
      /**
       * @description The API version `/api` (without a version segment) serves.
       * @example 1
       * @enum {string}
       */
      apiVersion: '1';
      /**
       * @example [
       *       "1"
       *     ]
       */
      supportedApiVersions: '1'[];
      /**
       * @description Git commit, from `GIT_COMMIT` or the checkout; null when unknown.
       * @example 3f2c9d1e0b7a4c5d6e7f8091a2b3c4d5e6f70819
       */
      commit: string | null;
    };
    WriteWebhookDto: {
      /**
       * Format: uri
       * @description Where events are POSTed: `https` (plain `http` only where `WEBHOOKS_ALLOW_HTTP` allows it), to a
       *     public address (docs/api.md, "Safe targets").
       * @example https://hooks.example.com/syllabus
       */
      url: string;
      /**
       * @description The events sent: types (`doc.updated`), families (`doc.*`) or `*` for all; 1–20, distinct.
       * @example [
       *       "doc.*",
       *       "lesson.deleted"
       *     ]
       */
      eventTypes: string[];
      /**
       * @description Up to 2000 characters; default "".
       * @default
       * @example Search index of the intranet
       */
      description?: string | null;
      /**
       * @description Default true; false stops deliveries (and re-enabling a webhook a 410 turned off starts them).
       * @default true
       */
      enabled?: boolean | null;
    };
    CreatedWebhookDto: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uri
       * @example https://hooks.example.com/syllabus
       */
      url: string;
      eventTypes: string[];
      description: string;
      /** @description Why it is disabled: `admin` (turned off) or `gone` (its receiver answered 410); null when enabled. */
      disabledReason: string | null;
      /**
       * Format: date-time
       * @description Until when the secret before the last rotation still signs; null: none does.
       */
      previousSecretUntil: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: int32
       * @description Starts at 1 and grows by one on every change (by an admin, a secret's rotation, a `410 Gone`); the ETag is `"<version>"`.
       * @example 1
       */
      version: number;
      /**
       * @description Standard Webhooks' `whsec_…`: keep it, it is never shown again.
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
       */
      secret: string;
      enabled: boolean;
    };
    WebhookDto: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uri
       * @example https://hooks.example.com/syllabus
       */
      url: string;
      eventTypes: string[];
      description: string;
      /** @description Why it is disabled: `admin` (turned off) or `gone` (its receiver answered 410); null when enabled. */
      disabledReason: string | null;
      /**
       * Format: date-time
       * @description Until when the secret before the last rotation still signs; null: none does.
       */
      previousSecretUntil: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: int32
       * @description Starts at 1 and grows by one on every change (by an admin, a secret's rotation, a `410 Gone`); the ETag is `"<version>"`.
       * @example 1
       */
      version: number;
      enabled: boolean;
    };
    PatchWebhookDto: {
      /**
       * @description Up to 2000 characters; default "".
       * @default
       * @example Search index of the intranet
       */
      description?: string | null;
      /**
       * @description Default true; false stops deliveries (and re-enabling a webhook a 410 turned off starts them).
       * @default true
       */
      enabled?: boolean | null;
      /**
       * Format: uri
       * @description Where events are POSTed: `https` (plain `http` only where `WEBHOOKS_ALLOW_HTTP` allows it), to a
       *     public address (docs/api.md, "Safe targets").
       * @example https://hooks.example.com/syllabus
       */
      url?: string;
      /**
       * @description The events sent: types (`doc.updated`), families (`doc.*`) or `*` for all; 1–20, distinct.
       * @example [
       *       "doc.*",
       *       "lesson.deleted"
       *     ]
       */
      eventTypes?: string[];
    };
    WebhookSecretDto: {
      /**
       * @description The new signing secret, shown only here.
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
       */
      secret: string;
      /**
       * Format: date-time
       * @description Until when the previous secret still signs too (both signatures are sent).
       */
      previousSecretUntil: string;
    };
    WebhookPayloadDto: {
      /**
       * @description The event's id, also `webhook-id`.
       * @example 000000000000000000000000000004d2
       */
      id: string;
      /** @example doc.updated */
      type: string;
      /**
       * Format: date-time
       * @description When the event occurred.
       */
      timestamp: string;
      /** Format: uuid */
      resourceId?: string;
      /**
       * Format: int32
       * @description The resource's version after the change (its last for a delete); null for users.
       */
      resourceVersion?: number | null;
      /**
       * Format: uuid
       * @description Who made the change; null for the CLI and the first admin.
       */
      actorId?: string | null;
      /** @description The resource as `GET` shows it after the change (for a delete, as it was). */
      data: Record<string, never>;
    };
    DeliveryAttemptDto: {
      /** Format: date-time */
      at: string;
      /**
       * @description The receiver's status; absent when none came.
       * @example 503
       */
      responseCode?: number;
      /** @example 84 */
      durationMs: number;
      /**
       * @description Why no status came (a refused target, a timeout, a network error).
       * @example no answer within 10 s
       */
      error?: string;
    };
    DeliveryDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      webhookId: string;
      /** @description The event's id, sent as `webhook-id` on every attempt. */
      eventId: string;
      /** @example doc.updated */
      eventType: string;
      /** @description The body sent. */
      payload: components['schemas']['WebhookPayloadDto'];
      /**
       * @description `pending` (waiting for its next attempt), `succeeded` or `failed` (for good).
       * @enum {string}
       */
      status: 'pending' | 'succeeded' | 'failed';
      /**
       * @description Attempts started.
       * @example 2
       */
      attempts: number;
      /**
       * Format: date-time
       * @description When the next attempt is due (or, while one runs, the end of its lease); null once ended.
       */
      nextAttemptAt: string | null;
      /** @description The last attempts (20 at most), oldest first. */
      attemptLog: components['schemas']['DeliveryAttemptDto'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type FieldErrorSchema = components['schemas']['FieldErrorSchema'];
export type ProblemDetailsSchema =
  components['schemas']['ProblemDetailsSchema'];
export type DocDto = components['schemas']['DocDto'];
export type DocSummaryDto = components['schemas']['DocSummaryDto'];
export type LessonDto = components['schemas']['LessonDto'];
export type UserDto = components['schemas']['UserDto'];
export type EventDto = components['schemas']['EventDto'];
export type TokenRequestDto = components['schemas']['TokenRequestDto'];
export type TokenResponseDto = components['schemas']['TokenResponseDto'];
export type CreateUserDto = components['schemas']['CreateUserDto'];
export type SnippetRangeDto = components['schemas']['SnippetRangeDto'];
export type SnippetDto = components['schemas']['SnippetDto'];
export type UpdateUserDto = components['schemas']['UpdateUserDto'];
export type WriteDocDto = components['schemas']['WriteDocDto'];
export type PatchDocDto = components['schemas']['PatchDocDto'];
export type WriteLessonDto = components['schemas']['WriteLessonDto'];
export type PatchLessonDto = components['schemas']['PatchLessonDto'];
export type VersionDto = components['schemas']['VersionDto'];
export type WriteWebhookDto = components['schemas']['WriteWebhookDto'];
export type CreatedWebhookDto = components['schemas']['CreatedWebhookDto'];
export type WebhookDto = components['schemas']['WebhookDto'];
export type PatchWebhookDto = components['schemas']['PatchWebhookDto'];
export type WebhookSecretDto = components['schemas']['WebhookSecretDto'];
export type WebhookPayloadDto = components['schemas']['WebhookPayloadDto'];
export type DeliveryAttemptDto = components['schemas']['DeliveryAttemptDto'];
export type DeliveryDto = components['schemas']['DeliveryDto'];
export type $defs = Record<string, never>;
export interface operations {
  Events_list: {
    parameters: {
      query?: {
        /** @description The events after this event id (its `id`, or the `next` link's `after`); none: from the oldest kept. */
        after?: string;
        /** @description Repeatable: only these types, e.g. `?type=doc.created&type=lesson.*`; `<resource>.*` is every type of a resource. An unknown type is a 400. */
        type?: string[];
        /** @description Events per page. */
        limit?: number;
        /** @description Seconds to wait, when no event follows `after` yet, for one to come (long poll): the answer comes as soon as one does, else an empty page after `wait` seconds. 0: answer at once. */
        wait?: number;
      };
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The events after `after`, oldest first: at most `limit`. */
      200: {
        headers: {
          /** @description RFC 8288 `next` link relative to this URL, every other query parameter kept: `after` is the last event of this page (or the same `after` when the page is empty), e.g. `</api/v1/events?after=00000000000002f1000000000000004d&limit=20>; rel="next"`. */
          Link: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'][];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Gone",
           *       "status": 410,
           *       "detail": "Gone",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Events_stream: {
    parameters: {
      query?: {
        /** @description The events after this event id (its `id`, or the `next` link's `after`); none: from the oldest kept. */
        after?: string;
        /** @description Repeatable: only these types, e.g. `?type=doc.created&type=lesson.*`; `<resource>.*` is every type of a resource. An unknown type is a 400. */
        type?: string[];
      };
      header?: {
        /** @description The id of the last event received: the stream resumes after it (it wins over `after`). */
        'Last-Event-ID'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A `text/event-stream`: `id: <event id>`, `event: <type>`, `data: <the event as JSON>` per event. It ends when the bearer token expires, or instead of sending events once the caller's role changed or the caller was deleted: reconnect with `Last-Event-ID`. */
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Gone",
           *       "status": 410,
           *       "detail": "Gone",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Auth_token: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description On a sign-in by password: `device=…; Max-Age=2592000; Path=/api; HttpOnly; Secure; SameSite=Strict`. Sent back with later sign-ins to the same account, by email or pseudo, it counts them in this device's own quota, which failed guesses by others do not spend. */
          'Set-Cookie'?: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponseDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many sign-in attempts; retry after Retry-After seconds. Without a device cookie: `AUTH_RATE_LIMIT` (10 by default) a minute per address, and per account whether named by email or pseudo (an unknown one alike), of which one address spends at most a fifth, so a client on another address still gets in while others guess. With the device cookie of an earlier sign-in to the account: as many of its own, whoever else guesses, from any address (README "Rate limits"). */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many sign-in attempts; retry after Retry-After seconds. Without a device cookie: `AUTH_RATE_LIMIT` (10 by default) a minute per address, and per account whether named by email or pseudo (an unknown one alike), of which one address spends at most a fifth, so a client on another address still gets in while others guess. With the device cookie of an earlier sign-in to the account: as many of its own, whoever else guesses, from any address (README \"Rate limits\").",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Auth_signOut: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Users_list: {
    parameters: {
      query?: {
        /** @description Page number, from 1. A page past the last one is an empty list (200). */
        page?: number;
        /** @description Items per page. */
        limit?: number;
        /** @description Where a page starts, as the `prev` and `next` links give it: opaque and signed by the service (HMAC), valid only with the sort and filters it was made for. A cursor the service did not issue, or one used with another sort or filter, is a 400 (`LIST.INVALID_CURSOR`). `page` is then ignored. */
        cursor?: string;
        /** @description Comma-separated sort keys, each one of `createdAt`, `updatedAt`, `email`, prefixed with `-` for descending order, e.g. `-createdAt,updatedAt,email`. Ties are broken by `id`, in the direction of the last key. Without it: `-createdAt` (newest first), or by relevance to `q` where `q` is given (best first, then newest). */
        sort?: string;
        /** @description Words searched in e-mail address and pseudo: an item matches when each word begins a word there (`post` finds "PostgreSQL"), ignoring case, accents and width (`resume` finds "Résumé"). A `"quoted phrase"` matches those whole words, adjacent and in that order. Any character that is not a letter or a digit separates words, and nothing is an operator (`-`, `*`, `OR`, `%` are text). At most 10 words; at least one letter or digit. Without `sort`, the best matches come first (a match in a heavier field ranks higher: e-mail address and pseudo, in that order), then the newest; when more than 1000 items match, only the newest 1000 are ranked, and `Search-Ranked-Only` says so (a `sort` walks every match). Each item carries a `snippet` of where it matched. */
        q?: string;
        /** @description Users of this role. */
        role?: 'reader' | 'author' | 'admin';
      };
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list; a page past the last one is an empty array. */
      200: {
        headers: {
          /** @description Items matching the query, on all pages: always exact. Absent for a `q` search or a combination of filters, which are not counted, unless the page asked by number reaches the end of the list. */
          'X-Total-Count'?: number;
          /** @description In a `q` list in the order of relevance (no `sort`): more docs match than the order ranks, and it ranked only this many, the newest matches; `sort` walks every match. */
          'Search-Ranked-Only'?: number;
          /** @description RFC 8288 links relative to this URL, with every other query parameter kept: `first` (page 1), `prev` and `next` (an opaque `cursor`, where there are rows) and `last` (a page number, only with `X-Total-Count`), e.g. `</api/v1/docs?tag=a&cursor=WyJ…&limit=5>; rel="next"`. */
          Link: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': (components['schemas']['UserDto'] & {
            snippet?: components['schemas']['SnippetDto'];
          })[];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Users_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of the client's choice for this request, as a quoted string (RFC 8941), e.g. `"8e03978e-40d5-43e8-bc93-6894a57f9324"`. Sent again by the same user with the same body within 24 hours, the request is not run again: it gets the first 2xx answer again (status, `Location`, `ETag`, body). A request that failed is not stored: its retry runs. */
        'Idempotency-Key'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The URL of the new resource: `/api/v1/users/{id}`. */
          Location: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /**
       * @description A request with this Idempotency-Key is still in progress (`IDEMPOTENCY.IN_PROGRESS`): retry later.
       *
       *     Conflicts with the current state (duplicate, still in use).
       */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key. */
      422: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unprocessable Entity",
           *       "status": 422,
           *       "detail": "This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Users_me: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Users_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Users_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Conflicts with the current state (duplicate, still in use). */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Users_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
        'application/merge-patch+json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Conflicts with the current state (duplicate, still in use). */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Docs_list: {
    parameters: {
      query?: {
        /** @description Page number, from 1. A page past the last one is an empty list (200). */
        page?: number;
        /** @description Items per page. */
        limit?: number;
        /** @description Where a page starts, as the `prev` and `next` links give it: opaque and signed by the service (HMAC), valid only with the sort and filters it was made for. A cursor the service did not issue, or one used with another sort or filter, is a 400 (`LIST.INVALID_CURSOR`). `page` is then ignored. */
        cursor?: string;
        /** @description Comma-separated sort keys, each one of `createdAt`, `updatedAt`, `title`, prefixed with `-` for descending order, e.g. `-createdAt,updatedAt,title`. Ties are broken by `id`, in the direction of the last key. Without it: `-createdAt` (newest first), or by relevance to `q` where `q` is given (best first, then newest). */
        sort?: string;
        /** @description Words searched in title, description, tags and content: an item matches when each word begins a word there (`post` finds "PostgreSQL"), ignoring case, accents and width (`resume` finds "Résumé"). A `"quoted phrase"` matches those whole words, adjacent and in that order. Any character that is not a letter or a digit separates words, and nothing is an operator (`-`, `*`, `OR`, `%` are text). At most 10 words; at least one letter or digit. Without `sort`, the best matches come first (a match in a heavier field ranks higher: title, description, tags and content, in that order), then the newest; when more than 1000 items match, only the newest 1000 are ranked, and `Search-Ranked-Only` says so (a `sort` walks every match). Each item carries a `snippet` of where it matched. */
        q?: string;
        /** @description Only what this author owns. */
        authorId?: string;
        /** @description Repeatable: docs having every given tag, e.g. `?tag=sql&tag=beginner`; read in NFC, as tags are stored. */
        tag?: string[];
        /** @description The doc with this reference, e.g. `intro-to-sql`. */
        reference?: string | null;
        /** @description `content` adds each doc's content to the list; `limit` is then at most 20, and a page ends before the doc that would take its contents over 2 MiB (it always has one doc, whatever its size): follow its `next` link for the rest. */
        include?: 'content';
      };
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list; a page past the last one is an empty array. */
      200: {
        headers: {
          /** @description Items matching the query, on all pages: always exact. Absent for a `q` search or a combination of filters, which are not counted, unless the page asked by number reaches the end of the list. */
          'X-Total-Count'?: number;
          /** @description In a `q` list in the order of relevance (no `sort`): more docs match than the order ranks, and it ranked only this many, the newest matches; `sort` walks every match. */
          'Search-Ranked-Only'?: number;
          /** @description RFC 8288 links relative to this URL, with every other query parameter kept: `first` (page 1), `prev` and `next` (an opaque `cursor`, where there are rows) and `last` (a page number, only with `X-Total-Count`), e.g. `</api/v1/docs?tag=a&cursor=WyJ…&limit=5>; rel="next"`. */
          Link: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': (components['schemas']['DocSummaryDto'] & {
            snippet?: components['schemas']['SnippetDto'];
          })[];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Docs_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of the client's choice for this request, as a quoted string (RFC 8941), e.g. `"8e03978e-40d5-43e8-bc93-6894a57f9324"`. Sent again by the same user with the same body within 24 hours, the request is not run again: it gets the first 2xx answer again (status, `Location`, `ETag`, body). A request that failed is not stored: its retry runs. */
        'Idempotency-Key'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WriteDocDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The URL of the new resource: `/api/v1/docs/{id}`. */
          Location: string;
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /**
       * @description A request with this Idempotency-Key is still in progress (`IDEMPOTENCY.IN_PROGRESS`): retry later.
       *
       *     Conflicts with the current state (duplicate, still in use).
       */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key. */
      422: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unprocessable Entity",
           *       "status": 422,
           *       "detail": "This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Docs_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version the client has, e.g. `"3"` (a comma-separated list of them is understood too), or `*`: when one is current, the answer is 304 without a body. */
        'If-None-Match'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocDto'];
        };
      };
      /** @description The version named in `If-None-Match` is still current. */
      304: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Docs_replace: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400. */
        'If-Match'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WriteDocDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Conflicts with the current state (duplicate, still in use). */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description If-Match does not match the current version; nothing was changed. */
      412: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Precondition Failed",
           *       "status": 412,
           *       "detail": "If-Match does not match the current version; nothing was changed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Docs_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400. */
        'If-Match'?: string;
        /** @description `return=minimal` for a 204 answer without a body (RFC 7240); only spaces and tabs count as whitespace around its tokens (RFC 9110 §5.6.3). */
        Prefer?: 'return=minimal' | 'return=representation';
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocDto'];
        };
      };
      /** @description Done, as `Prefer: return=minimal` asked: no body. */
      204: {
        headers: {
          'Preference-Applied': 'return=minimal';
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Conflicts with the current state (duplicate, still in use). */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description If-Match does not match the current version; nothing was changed. */
      412: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Precondition Failed",
           *       "status": 412,
           *       "detail": "If-Match does not match the current version; nothing was changed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Docs_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400. */
        'If-Match'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatchDocDto'];
        'application/merge-patch+json': components['schemas']['PatchDocDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Conflicts with the current state (duplicate, still in use). */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description If-Match does not match the current version; nothing was changed. */
      412: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Precondition Failed",
           *       "status": 412,
           *       "detail": "If-Match does not match the current version; nothing was changed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Lessons_list: {
    parameters: {
      query?: {
        /** @description Page number, from 1. A page past the last one is an empty list (200). */
        page?: number;
        /** @description Items per page. */
        limit?: number;
        /** @description Where a page starts, as the `prev` and `next` links give it: opaque and signed by the service (HMAC), valid only with the sort and filters it was made for. A cursor the service did not issue, or one used with another sort or filter, is a 400 (`LIST.INVALID_CURSOR`). `page` is then ignored. */
        cursor?: string;
        /** @description Comma-separated sort keys, each one of `createdAt`, `updatedAt`, `title`, prefixed with `-` for descending order, e.g. `-createdAt,updatedAt,title`. Ties are broken by `id`, in the direction of the last key. Without it: `-createdAt` (newest first), or by relevance to `q` where `q` is given (best first, then newest). */
        sort?: string;
        /** @description Words searched in title and description: an item matches when each word begins a word there (`post` finds "PostgreSQL"), ignoring case, accents and width (`resume` finds "Résumé"). A `"quoted phrase"` matches those whole words, adjacent and in that order. Any character that is not a letter or a digit separates words, and nothing is an operator (`-`, `*`, `OR`, `%` are text). At most 10 words; at least one letter or digit. Without `sort`, the best matches come first (a match in a heavier field ranks higher: title and description, in that order), then the newest; when more than 1000 items match, only the newest 1000 are ranked, and `Search-Ranked-Only` says so (a `sort` walks every match). Each item carries a `snippet` of where it matched. */
        q?: string;
        /** @description Only what this author owns. */
        authorId?: string;
        /** @description Lessons that contain this doc. */
        docId?: string;
      };
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list; a page past the last one is an empty array. */
      200: {
        headers: {
          /** @description Items matching the query, on all pages: always exact. Absent for a `q` search or a combination of filters, which are not counted, unless the page asked by number reaches the end of the list. */
          'X-Total-Count'?: number;
          /** @description In a `q` list in the order of relevance (no `sort`): more docs match than the order ranks, and it ranked only this many, the newest matches; `sort` walks every match. */
          'Search-Ranked-Only'?: number;
          /** @description RFC 8288 links relative to this URL, with every other query parameter kept: `first` (page 1), `prev` and `next` (an opaque `cursor`, where there are rows) and `last` (a page number, only with `X-Total-Count`), e.g. `</api/v1/docs?tag=a&cursor=WyJ…&limit=5>; rel="next"`. */
          Link: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': (components['schemas']['LessonDto'] & {
            snippet?: components['schemas']['SnippetDto'];
          })[];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Lessons_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of the client's choice for this request, as a quoted string (RFC 8941), e.g. `"8e03978e-40d5-43e8-bc93-6894a57f9324"`. Sent again by the same user with the same body within 24 hours, the request is not run again: it gets the first 2xx answer again (status, `Location`, `ETag`, body). A request that failed is not stored: its retry runs. */
        'Idempotency-Key'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WriteLessonDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The URL of the new resource: `/api/v1/lessons/{id}`. */
          Location: string;
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /**
       * @description A request with this Idempotency-Key is still in progress (`IDEMPOTENCY.IN_PROGRESS`): retry later.
       *
       *     Conflicts with the current state (duplicate, still in use).
       */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key. */
      422: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unprocessable Entity",
           *       "status": 422,
           *       "detail": "This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Lessons_get: {
    parameters: {
      query?: {
        /** @description `docs` embeds the lesson's docs, in order. */
        expand?: 'docs';
      };
      header?: {
        /** @description The ETag of the version the client has, e.g. `"3"` (a comma-separated list of them is understood too), or `*`: when one is current, the answer is 304 without a body. */
        'If-None-Match'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonDto'];
        };
      };
      /** @description The version named in `If-None-Match` is still current. */
      304: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Lessons_replace: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400. */
        'If-Match'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WriteLessonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Conflicts with the current state (duplicate, still in use). */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description If-Match does not match the current version; nothing was changed. */
      412: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Precondition Failed",
           *       "status": 412,
           *       "detail": "If-Match does not match the current version; nothing was changed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Lessons_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400. */
        'If-Match'?: string;
        /** @description `return=minimal` for a 204 answer without a body (RFC 7240); only spaces and tabs count as whitespace around its tokens (RFC 9110 §5.6.3). */
        Prefer?: 'return=minimal' | 'return=representation';
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonDto'];
        };
      };
      /** @description Done, as `Prefer: return=minimal` asked: no body. */
      204: {
        headers: {
          'Preference-Applied': 'return=minimal';
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Conflicts with the current state (duplicate, still in use). */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description If-Match does not match the current version; nothing was changed. */
      412: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Precondition Failed",
           *       "status": 412,
           *       "detail": "If-Match does not match the current version; nothing was changed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Lessons_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400. */
        'If-Match'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatchLessonDto'];
        'application/merge-patch+json': components['schemas']['PatchLessonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Conflicts with the current state (duplicate, still in use). */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description If-Match does not match the current version; nothing was changed. */
      412: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Precondition Failed",
           *       "status": 412,
           *       "detail": "If-Match does not match the current version; nothing was changed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Health_check: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every dependency is up (Terminus shape). */
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
            info: {
              database?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
              redis?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
              lifecycle?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
            };
            error: {
              database?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
              redis?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
              lifecycle?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
            };
            details: {
              database?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
              redis?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
              lifecycle?: {
                /** @enum {string} */
                status: 'up' | 'down';
              };
            };
          };
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description A dependency is down or the service is shutting down: problem+json whose `info`, `error` and `details` members are the Terminus report. */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "Unhealthy: database.",
           *       "instance": "/api/v1/healthcheck",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b",
           *       "info": {
           *         "lifecycle": {
           *           "status": "up"
           *         }
           *       },
           *       "error": {
           *         "database": {
           *           "status": "down"
           *         }
           *       },
           *       "details": {
           *         "database": {
           *           "status": "down"
           *         },
           *         "lifecycle": {
           *           "status": "up"
           *         }
           *       }
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Version_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VersionDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_list: {
    parameters: {
      query?: {
        /** @description Page number, from 1. A page past the last one is an empty list (200). */
        page?: number;
        /** @description Items per page. */
        limit?: number;
        /** @description Where a page starts, as the `prev` and `next` links give it: opaque and signed by the service (HMAC), valid only with the sort and filters it was made for. A cursor the service did not issue, or one used with another sort or filter, is a 400 (`LIST.INVALID_CURSOR`). `page` is then ignored. */
        cursor?: string;
        /** @description Comma-separated sort keys, each one of `createdAt`, `updatedAt`, prefixed with `-` for descending order, e.g. `-createdAt,updatedAt`. Ties are broken by `id`, in the direction of the last key. Without it: `-createdAt` (newest first), or by relevance to `q` where `q` is given (best first, then newest). */
        sort?: string;
      };
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list; a page past the last one is an empty array. */
      200: {
        headers: {
          /** @description Items matching the query, on all pages: always exact. Absent for a `q` search or a combination of filters, which are not counted, unless the page asked by number reaches the end of the list. */
          'X-Total-Count'?: number;
          /** @description In a `q` list in the order of relevance (no `sort`): more docs match than the order ranks, and it ranked only this many, the newest matches; `sort` walks every match. */
          'Search-Ranked-Only'?: number;
          /** @description RFC 8288 links relative to this URL, with every other query parameter kept: `first` (page 1), `prev` and `next` (an opaque `cursor`, where there are rows) and `last` (a page number, only with `X-Total-Count`), e.g. `</api/v1/docs?tag=a&cursor=WyJ…&limit=5>; rel="next"`. */
          Link: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': (components['schemas']['WebhookDto'] & {
            snippet?: components['schemas']['SnippetDto'];
          })[];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WriteWebhookDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description The URL of the new resource: `/api/v1/webhooks/{id}`. */
          Location: string;
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhookDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version the client has, e.g. `"3"` (a comma-separated list of them is understood too), or `*`: when one is current, the answer is 304 without a body. */
        'If-None-Match'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDto'];
        };
      };
      /** @description The version named in `If-None-Match` is still current. */
      304: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400. */
        'If-Match'?: string;
        /** @description `return=minimal` for a 204 answer without a body (RFC 7240); only spaces and tabs count as whitespace around its tokens (RFC 9110 §5.6.3). */
        Prefer?: 'return=minimal' | 'return=representation';
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDto'];
        };
      };
      /** @description Done, as `Prefer: return=minimal` asked: no body. */
      204: {
        headers: {
          'Preference-Applied': 'return=minimal';
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description If-Match does not match the current version; nothing was changed. */
      412: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Precondition Failed",
           *       "status": 412,
           *       "detail": "If-Match does not match the current version; nothing was changed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400. */
        'If-Match'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatchWebhookDto'];
        'application/merge-patch+json': components['schemas']['PatchWebhookDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version. */
          ETag: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description If-Match does not match the current version; nothing was changed. */
      412: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Precondition Failed",
           *       "status": 412,
           *       "detail": "If-Match does not match the current version; nothing was changed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is larger than the limit. */
      413: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Payload Too Large",
           *       "status": 413,
           *       "detail": "The body is larger than the limit.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The body is not application/json. */
      415: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unsupported Media Type",
           *       "status": 415,
           *       "detail": "The body is not application/json.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_rotateSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookSecretDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_deliveries: {
    parameters: {
      query?: {
        /** @description Page number, from 1. A page past the last one is an empty list (200). */
        page?: number;
        /** @description Items per page. */
        limit?: number;
        /** @description Where a page starts, as the `prev` and `next` links give it: opaque and signed by the service (HMAC), valid only with the sort and filters it was made for. A cursor the service did not issue, or one used with another sort or filter, is a 400 (`LIST.INVALID_CURSOR`). `page` is then ignored. */
        cursor?: string;
        /** @description Comma-separated sort keys, each one of `createdAt`, prefixed with `-` for descending order, e.g. `-createdAt`. Ties are broken by `id`, in the direction of the last key. Without it: `-createdAt` (newest first), or by relevance to `q` where `q` is given (best first, then newest). */
        sort?: string;
      };
      header?: {
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list; a page past the last one is an empty array. */
      200: {
        headers: {
          /** @description Items matching the query, on all pages: always exact. Absent for a `q` search or a combination of filters, which are not counted, unless the page asked by number reaches the end of the list. */
          'X-Total-Count'?: number;
          /** @description In a `q` list in the order of relevance (no `sort`): more docs match than the order ranks, and it ranked only this many, the newest matches; `sort` walks every match. */
          'Search-Ranked-Only'?: number;
          /** @description RFC 8288 links relative to this URL, with every other query parameter kept: `first` (page 1), `prev` and `next` (an opaque `cursor`, where there are rows) and `last` (a page number, only with `X-Total-Count`), e.g. `</api/v1/docs?tag=a&cursor=WyJ…&limit=5>; rel="next"`. */
          Link: string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': (components['schemas']['DeliveryDto'] & {
            snippet?: components['schemas']['SnippetDto'];
          })[];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_retry: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of the client's choice for this request, as a quoted string (RFC 8941), e.g. `"8e03978e-40d5-43e8-bc93-6894a57f9324"`. Sent again by the same user with the same body within 24 hours, the request is not run again: it gets the first 2xx answer again (status, `Location`, `ETag`, body). A request that failed is not stored: its retry runs. */
        'Idempotency-Key'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /**
       * @description A request with this Idempotency-Key is still in progress (`IDEMPOTENCY.IN_PROGRESS`): retry later.
       *
       *     Conflicts with the current state (duplicate, still in use).
       */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key. */
      422: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unprocessable Entity",
           *       "status": 422,
           *       "detail": "This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
  Webhooks_ping: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of the client's choice for this request, as a quoted string (RFC 8941), e.g. `"8e03978e-40d5-43e8-bc93-6894a57f9324"`. Sent again by the same user with the same body within 24 hours, the request is not run again: it gets the first 2xx answer again (status, `Location`, `ETag`, body). A request that failed is not stored: its retry runs. */
        'Idempotency-Key'?: string;
        /** @description An id to trace the request by, echoed in the answer; another one is made up when missing or malformed. */
        'X-Request-Id'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryDto'];
        };
      };
      /** @description Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id. */
      400: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Bad Request",
           *       "status": 400,
           *       "detail": "Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No valid bearer token (see WWW-Authenticate). */
      401: {
        headers: {
          /**
           * @description RFC 6750 challenge; `error="invalid_token"` when a token was sent.
           * @example Bearer realm="syllabus", error="invalid_token"
           */
          'WWW-Authenticate': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unauthorized",
           *       "status": 401,
           *       "detail": "No valid bearer token (see WWW-Authenticate).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The caller is known but not allowed. */
      403: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Forbidden",
           *       "status": 403,
           *       "detail": "The caller is known but not allowed.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description No such resource. */
      404: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Not Found",
           *       "status": 404,
           *       "detail": "No such resource.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /**
       * @description A request with this Idempotency-Key is still in progress (`IDEMPOTENCY.IN_PROGRESS`): retry later.
       *
       *     Conflicts with the current state (duplicate, still in use).
       */
      409: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Conflict",
           *       "status": 409,
           *       "detail": "Conflicts with the current state (duplicate, still in use).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key. */
      422: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Unprocessable Entity",
           *       "status": 422,
           *       "detail": "This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description Too many requests; retry after Retry-After seconds. */
      429: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          /**
           * @description The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.
           * @example "default";q=300;w=60
           */
          'RateLimit-Policy'?: string;
          /**
           * @description Requests left (`r`) and seconds until the window resets (`t`).
           * @example "default";r=299;t=42
           */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Too Many Requests",
           *       "status": 429,
           *       "detail": "Too many requests; retry after Retry-After seconds.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The server could not complete the request; the body shows no internals. */
      500: {
        headers: {
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Internal Server Error",
           *       "status": 500,
           *       "detail": "The server could not complete the request; the body shows no internals.",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
      /** @description The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md). */
      503: {
        headers: {
          /**
           * @description Seconds until a request may succeed
           * @example 42
           */
          'Retry-After': string;
          /** @description The id of the request, as logged and in problem details. */
          'X-Request-Id': string;
          /** @description Answers are never stored by caches. */
          'Cache-Control': 'no-store';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "about:blank",
           *       "title": "Service Unavailable",
           *       "status": 503,
           *       "detail": "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
           *       "instance": "/api/v1/...",
           *       "requestId": "8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b"
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetailsSchema'];
        };
      };
    };
  };
}
