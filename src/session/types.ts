/** One access token of the signed-in reader, as the account site lists it. */
export interface Authorization {
  readonly client: string;
  readonly usage: string;
  readonly default: boolean;
  readonly token: string;
}

/** The reader as `GET {account host}/api/session` describes them. */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  /** http(s) URL of the avatar image, when the account has one. */
  readonly avatar?: string;
  readonly authorizations: readonly Authorization[];
}

/** `undefined` until the account site has answered, then the user or `false`. */
export type SessionState = SessionUser | false | undefined;
