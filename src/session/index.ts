/**
 * The signed-in reader, in one place: the account site's API and its
 * parsing, the provider that asks once per page load, the account links, the
 * header's user area and the run-time hosts. Code outside this folder
 * imports from here only (a lint rule keeps theme files to this entry).
 */
export {fetchSession, requestSignOut, SIGNED_OUT_MESSAGE} from './accountApi';
export {parseSessionUser, publicTokenOf} from './parseSessionUser';
export {SessionProvider, usePublicToken, useSession} from './SessionProvider';
export {
  accountAuthUrl,
  useAccountLinks,
  useCurrentPageUrl,
  type AccountLinks,
} from './accountLinks';
export {useRuntimeHosts, type RuntimeHosts} from '../config/useRuntimeHosts';
export {default as UserArea} from './UserArea';
export type {Authorization, SessionState, SessionUser} from './types';
