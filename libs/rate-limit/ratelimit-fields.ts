/**
 * Items of the `RateLimit-Policy` and `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers,
 * structured-field form): one item per policy, joined with ", " when several apply.
 */

export const RATELIMIT_POLICY_FIELD = 'RateLimit-Policy';
export const RATELIMIT_FIELD = 'RateLimit';

const quoted = new Map<string, string>();

/**
 * A Structured Fields String (RFC 9651 §3.3.3); names are expected to be printable ASCII. Policy
 * names are a few, from the configuration: each is quoted once.
 */
const sfString = (value: string): string => {
  let string = quoted.get(value);
  if (string === undefined) {
    string = `"${value.replace(/[\\"]/g, '\\$&')}"`;
    quoted.set(value, string);
  }
  return string;
};

/** `"default";q=300;w=60`: `quota` requests per `windowSeconds`. */
export const rateLimitPolicyItem = (
  policy: string,
  quota: number,
  windowSeconds: number,
): string => `${sfString(policy)};q=${quota};w=${windowSeconds}`;

/** `"default";r=299;t=42`: `remaining` requests for the next `resetSeconds`. */
export const rateLimitItem = (
  policy: string,
  remaining: number,
  resetSeconds: number,
): string => `${sfString(policy)};r=${remaining};t=${resetSeconds}`;
