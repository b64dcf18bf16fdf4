// In-memory users and cookie sessions of the local account service.
// Everything is lost when the process stops, which is what tests want.
import {createHash, randomBytes} from 'node:crypto';

/** @typedef {{client: string, usage: 'pk' | 'sk', default: boolean, token: string}} Authorization */
/** @typedef {{id: string, email: string, avatar: string, authorizations: Authorization[]}} User */

const USER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A token shaped like the provider's: `pk.` or `sk.` then opaque base64url parts. */
function makeToken(usage, userId) {
  const owner = Buffer.from(JSON.stringify({u: userId})).toString('base64url');
  return `${usage}.${owner}.${randomBytes(12).toString('base64url')}`;
}

export function createStore(publicOrigin) {
  /** @type {Map<string, User>} */
  const users = new Map();
  /** @type {Map<string, string>} session id → user id */
  const sessions = new Map();

  function userFor(id, email) {
    const existing = users.get(id);
    if (existing) {
      return existing;
    }
    const user = {
      id,
      email,
      avatar: `${publicOrigin}/avatar/${id}.svg`,
      authorizations: [
        // The docs put this one in code samples: client api, usage pk, default.
        {client: 'api', usage: 'pk', default: true, token: makeToken('pk', id)},
        {client: 'api', usage: 'pk', default: false, token: makeToken('pk', id)},
        {client: 'api', usage: 'sk', default: false, token: makeToken('sk', id)},
        {client: 'studio', usage: 'pk', default: true, token: makeToken('pk', id)},
      ],
    };
    users.set(id, user);
    return user;
  }

  return {
    /** Validates the sign-in form; returns an error message or the new session id. */
    signIn(id, email) {
      const userId = String(id ?? '')
        .trim()
        .toLowerCase();
      const address = String(email ?? '').trim();
      if (!USER_ID_PATTERN.test(userId)) {
        return {error: 'Use 1–40 lower-case letters, digits or hyphens for the username.'};
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 200) {
        return {error: 'Enter a valid email address.'};
      }
      const user = userFor(userId, address);
      user.email = address;
      const sessionId = randomBytes(24).toString('base64url');
      sessions.set(sessionId, user.id);
      return {sessionId};
    },
    /** @returns {User | undefined} */
    userForSession(sessionId) {
      const userId = sessionId ? sessions.get(sessionId) : undefined;
      return userId ? users.get(userId) : undefined;
    },
    signOut(sessionId) {
      return sessionId ? sessions.delete(sessionId) : false;
    },
    /** A stable, dark enough colour per user for the generated avatar. */
    avatarColour(userId) {
      const hue = parseInt(createHash('sha1').update(userId).digest('hex').slice(0, 4), 16) % 360;
      return `hsl(${hue} 55% 36%)`;
    },
  };
}
