import type {Authorization, SessionUser} from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a token is made of: base64url parts joined by dots. Code samples and
 * the example editor write the token between quotes, so anything else (a
 * quote, a line break, markup) could end the string and become code.
 */
const TOKEN_SHAPE = /^[\w.-]+$/;

function parseAuthorization(value: unknown): Authorization | null {
  if (
    !isRecord(value) ||
    typeof value.client !== 'string' ||
    typeof value.usage !== 'string' ||
    typeof value.token !== 'string' ||
    !TOKEN_SHAPE.test(value.token)
  ) {
    return null;
  }
  return {
    client: value.client,
    usage: value.usage,
    default: value.default === true,
    token: value.token,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads the session answer's body. A body without a user id is not a
 * session (null); malformed optional parts (avatar, single authorizations)
 * are dropped rather than failing the whole sign-in.
 */
export function parseSessionUser(body: unknown): SessionUser | null {
  if (!isRecord(body) || typeof body.id !== 'string' || body.id.trim() === '') {
    return null;
  }
  const authorizations = Array.isArray(body.authorizations)
    ? body.authorizations
        .map(parseAuthorization)
        .filter((entry): entry is Authorization => entry !== null)
    : [];
  return {
    id: body.id,
    email: typeof body.email === 'string' ? body.email : '',
    avatar: typeof body.avatar === 'string' && isHttpUrl(body.avatar) ? body.avatar : undefined,
    authorizations,
  };
}

/** The reader's public token: client `api`, usage `pk`, marked default. */
export function publicTokenOf(user: SessionUser): string | null {
  const authorization = user.authorizations.find(
    (entry) => entry.client === 'api' && entry.usage === 'pk' && entry.default,
  );
  return authorization?.token ?? null;
}
