import fc from 'fast-check';
import type {
  OpenAPIObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger';

export type Schema = SchemaObject | ReferenceObject;

/** Follows `$ref`s into the document's components. */
export const resolverOf =
  (document: OpenAPIObject) =>
  (schema: Schema): SchemaObject => {
    let resolved = schema;
    while ('$ref' in resolved) {
      const name = resolved.$ref.replace('#/components/schemas/', '');
      resolved = document.components!.schemas![name];
    }
    return resolved;
  };

type Resolve = ReturnType<typeof resolverOf>;

/** Longer strings and arrays come from the boundary and invalid cases. */
const SHORT = 12;

/** A value nested `depth` levels deep; `toJsonText` writes it, as `JSON.stringify` would overflow the stack. */
export class Nested {
  constructor(
    readonly depth: number,
    readonly container: 'array' | 'object',
  ) {}

  get text(): string {
    return this.container === 'array'
      ? '['.repeat(this.depth) + ']'.repeat(this.depth)
      : '{"a":'.repeat(this.depth) + '1' + '}'.repeat(this.depth);
  }
}

export function toJsonText(value: unknown): string {
  const nested: Nested[] = [];
  const text = JSON.stringify(value, (_key, member: unknown) =>
    member instanceof Nested
      ? `\u0000nested:${nested.push(member) - 1}`
      : member,
  );
  return text.replace(
    /"\\u0000nested:(\d+)"/g,
    (_match, index: string) => nested[Number(index)].text,
  );
}

/** `{ ...object, [key]: value }`, even for `__proto__`, which a spread or an assignment would turn into a prototype. */
export const withMember = (object: object, key: string, value: unknown) =>
  Object.fromEntries([...Object.entries(object), [key, value]]) as object;

const codePoints = (text: string) => [...text].length;

/** Characters that storage and length rules get wrong: NUL, a lone surrogate, a combining accent, an emoji with its variation selector, a right-to-left override. */
const TRICKY = ['\u0000', '\ud800', 'e\u0301', '\u2764\ufe0f', '\u202e'];

/** Strings as clients send them: ASCII, any grapheme, any code point, tricky characters. */
const text = (minLength: number, maxLength: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
      fc.string({ unit: 'grapheme', minLength, maxLength }),
      fc.string({ unit: 'binary', minLength, maxLength }),
      fc.string({ unit: fc.constantFrom(...TRICKY), minLength, maxLength }),
    )
    .filter((value) => {
      const length = codePoints(value);
      return length >= minLength && length <= maxLength;
    });

function validString(schema: SchemaObject): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = Infinity } = schema;
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc
        .oneof(
          fc.emailAddress(),
          fc.stringMatching(/^[a-z][a-z0-9.]{0,20}@example\.com$/),
        )
        .filter((email) => email.length <= maxLength);
    case 'uri':
      return fc
        .webUrl({ validSchemes: ['https'] })
        .filter((url) => url.length <= maxLength);
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => {
      const length = codePoints(value);
      return length >= minLength && length <= maxLength;
    });
  }
  const short = text(minLength, Math.min(maxLength, minLength + SHORT));
  if (maxLength === Infinity) return short;
  const longest = fc.string({
    unit: 'binary',
    minLength: maxLength,
    maxLength,
  });
  return fc.oneof({ arbitrary: short, weight: 4 }, longest);
}

const INT32 = 2 ** 31 - 1;

function validInteger(schema: SchemaObject): fc.Arbitrary<number> {
  const min = schema.minimum ?? -INT32;
  const max = schema.maximum ?? INT32;
  return fc.oneof(
    fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32) }),
    fc.constantFrom(min, max),
  );
}

/** Values the schema accepts: small ones mostly, and each limit. */
export function validValue(
  schema: Schema,
  resolve: Resolve,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const value = nonNullValue(resolved, resolve);
  return resolved.nullable
    ? fc.oneof({ arbitrary: value, weight: 4 }, fc.constant(null))
    : value;
}

function nonNullValue(
  schema: SchemaObject,
  resolve: Resolve,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validInteger(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = validValue(schema.items!, resolve);
      const minLength = schema.minItems ?? 0;
      const constraints = {
        minLength,
        maxLength: Math.min(schema.maxItems ?? SHORT, minLength + SHORT),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(items, constraints)
        : fc.array(items, constraints);
    }
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          validValue(property, resolve),
        ]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
  }
  throw new Error(`No generator for a schema of type ${schema.type}`);
}

/** Arrays or objects nested up to 5000 levels. */
export const deeplyNested: fc.Arbitrary<Nested> = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 1, max: 50 }),
      fc.integer({ min: 1000, max: 5000 }),
    ),
    fc.constantFrom('array' as const, 'object' as const),
  )
  .map(([depth, container]) => new Nested(depth, container));

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Values of the wrong kind for any field: other types, numbers as text, huge and odd text, deep nesting, prototype keys. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.integer().map(String),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 10_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
  // Emoji with a variation selector: two code points each, which validator.js counts as one.
  fc
    .integer({ min: 101, max: 200 })
    .map((count) => '\u2764\ufe0f'.repeat(count)),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
  fc
    .constantFrom(...PROTOTYPE_KEYS)
    .map((key) => withMember({}, key, { polluted: true })),
  deeplyNested,
);
