// @vitest-environment jsdom
import {cleanup, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {SIGNED_OUT_MESSAGE, fetchSession, requestSignOut} from '../../src/session/accountApi';
import {parseSessionUser, publicTokenOf} from '../../src/session/parseSessionUser';
import {SessionProvider, usePublicToken, useSession} from '../../src/session/SessionProvider';

const USER = {
  id: 'ann',
  email: 'ann@example.com',
  avatar: 'https://account.example.com/avatar/ann.svg',
  authorizations: [
    {client: 'api', usage: 'sk', default: true, token: 'sk.secret'},
    {client: 'studio', usage: 'pk', default: true, token: 'pk.studio'},
    {client: 'api', usage: 'pk', default: false, token: 'pk.other'},
    {client: 'api', usage: 'pk', default: true, token: 'pk.reader'},
  ],
};

function answer(status: number, body: string): typeof fetch {
  // A 204 answer has no body at all.
  return vi.fn(
    async () => new Response(status === 204 ? null : body, {status}),
  ) as unknown as typeof fetch;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('parseSessionUser', () => {
  it('reads the user and picks the api/pk/default token', () => {
    const user = parseSessionUser(USER);
    expect(user?.id).toBe('ann');
    expect(user && publicTokenOf(user)).toBe('pk.reader');
  });

  it('refuses bodies without a user id', () => {
    for (const body of [null, [], 'ann', {}, {id: ''}, {id: 42}, {user: USER}]) {
      expect(parseSessionUser(body)).toBeNull();
    }
  });

  it('drops a non-http avatar and malformed authorizations, keeping the rest', () => {
    const user = parseSessionUser({
      id: 'bob',
      avatar: 'javascript:alert(1)',
      authorizations: [null, {client: 'api'}, {client: 'api', usage: 'pk', token: 'pk.x'}],
    });
    expect(user).toEqual({
      id: 'bob',
      email: '',
      avatar: undefined,
      authorizations: [{client: 'api', usage: 'pk', default: false, token: 'pk.x'}],
    });
    // Not marked default, so it is not the reader's public token.
    expect(user && publicTokenOf(user)).toBeNull();
  });

  it('drops a token that could end the string it is written into', () => {
    for (const token of [
      "pk.a';__xss();'",
      'pk.a"+__xss()+"',
      'pk.a\n__xss()',
      'pk.<b>a</b>',
      '',
    ]) {
      const user = parseSessionUser({
        id: 'eve',
        authorizations: [{client: 'api', usage: 'pk', default: true, token}],
      });
      expect(user?.authorizations, token).toEqual([]);
    }
  });
});

describe('fetchSession', () => {
  it('asks for JSON with credentials and returns the user on 200', async () => {
    const fetchImpl = answer(200, JSON.stringify(USER));
    const user = await fetchSession('https://account.example.com', fetchImpl);
    expect(user && user.id).toBe('ann');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://account.example.com/api/session',
      expect.objectContaining({credentials: 'include', headers: {Accept: 'application/json'}}),
    );
  });

  it.each([
    ['401', answer(401, '{"message":"no"}')],
    ['500', answer(500, 'oops')],
    ['204', answer(204, '')],
    ['malformed JSON', answer(200, '{"id": ')],
    ['a 200 without a user', answer(200, '{"user":null}')],
    ['a network error', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('treats %s as signed out and says so in the console', async (_name, fetchImpl) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await fetchSession('https://a.example', fetchImpl as typeof fetch)).toBe(false);
    expect(log).toHaveBeenCalledWith(SIGNED_OUT_MESSAGE);
  });

  it('gives up on an answer that never comes', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    expect(await fetchSession('https://a.example', hanging, 20)).toBe(false);
  });
});

describe('requestSignOut', () => {
  it('sends DELETE with credentials and resolves on success', async () => {
    const fetchImpl = answer(204, '');
    await requestSignOut('https://a.example', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('https://a.example/api/logout', {
      method: 'DELETE',
      credentials: 'include',
    });
  });

  it('throws the answer message on a status of 300 or more', async () => {
    await expect(
      requestSignOut('https://a.example', answer(500, '{"message":"Logout is down"}')),
    ).rejects.toThrow('Logout is down');
    await expect(requestSignOut('https://a.example', answer(302, ''))).rejects.toThrow(
      'Sign-out failed with status 302',
    );
  });
});

function SessionLabel({name}: {name: string}) {
  const session = useSession();
  const token = usePublicToken();
  const state = session === undefined ? 'unknown' : session ? session.id : 'signed out';
  return <p>{`${name}: ${state} ${token ?? String(token)}`}</p>;
}

describe('SessionProvider', () => {
  it('asks once and shares the answer with every consumer', async () => {
    const fetchImpl = answer(200, JSON.stringify(USER));
    vi.stubGlobal('fetch', fetchImpl);
    render(
      <SessionProvider>
        <SessionLabel name="header" />
        <SessionLabel name="code" />
      </SessionProvider>,
    );
    expect(screen.getByText('header: unknown undefined')).toBeTruthy();
    expect(await screen.findByText('header: ann pk.reader')).toBeTruthy();
    expect(screen.getByText('code: ann pk.reader')).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // jsdom's hostname (localhost) is not the provider's: development hosts.
    expect(vi.mocked(fetchImpl).mock.calls[0]?.[0]).toBe('http://localhost:3031/api/session');
  });

  it('refuses a hook used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SessionLabel name="orphan" />)).toThrow(
      'Hook useSession is called outside the <SessionProvider>.',
    );
  });
});
