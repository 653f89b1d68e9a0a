export const REALM = 'syllabus';

/** The `WWW-Authenticate` value of a 401 (RFC 6750): `error="invalid_token"` when a token was sent. */
export const bearerChallenge = (tokenSent: boolean): string =>
  tokenSent
    ? `Bearer realm="${REALM}", error="invalid_token"`
    : `Bearer realm="${REALM}"`;
