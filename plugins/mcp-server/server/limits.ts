/**
 * Every limit and default of the MCP server in one place: what a tool
 * accepts, and what the HTTP mode accepts from a client. The README, the
 * error texts and the tests read them from here.
 */

/** Longest text argument but code, in characters: a query, a symbol, a URL, a slug. */
export const MAX_TEXT_LENGTH = 500;

/** Longest code `check_code` reads, in characters: many times any example's page. */
export const MAX_CODE_LENGTH = 200_000;

/**
 * Largest request body the HTTP mode reads, in bytes. It leaves room for the
 * longest code `check_code` accepts, written in any script (up to three
 * bytes a character), with the JSON-RPC envelope around it.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * Requests one client (one remote address) may have in flight at once over
 * HTTP. An assistant calls a few tools side by side; a client past this is
 * looping or flooding, and waiting costs it little.
 */
export const MAX_CONCURRENT_REQUESTS_PER_CLIENT = 8;

/** The address the HTTP mode listens on unless `--host` names another: this machine only. */
export const DEFAULT_HTTP_HOST = '127.0.0.1';

/**
 * Processes the HTTP mode serves requests with unless `--workers` says: one
 * per core, up to this many. Each holds its own copy of the docs and
 * search indexes, and a team's load rarely keeps more than a few cores busy.
 */
export const MAX_DEFAULT_WORKERS = 4;

/** The most workers `--workers` accepts. */
export const MAX_WORKERS = 32;

/** Where the HTTP mode serves MCP. */
export const MCP_PATH = '/mcp';

/** Where the HTTP mode answers a health check. */
export const HEALTH_PATH = '/health';

/**
 * Time a client has to send a whole request, headers and body, in
 * milliseconds: a client that trickles bytes does not hold a socket forever.
 */
export const HTTP_REQUEST_TIMEOUT_MS = 30_000;

/** Time a client has to send a request's headers, in milliseconds. */
export const HTTP_HEADERS_TIMEOUT_MS = 10_000;

/**
 * Seconds a client refused for too many requests at once is told to wait
 * (`Retry-After`): about the time a slow tool call takes.
 */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Tool answers kept for the next identical call, and the characters they
 * may hold together: the answers depend on the build alone, so a team's
 * repeated questions cost a look-up, and the memory they take has a bound.
 */
export const MAX_CACHED_ANSWERS = 2000;
export const MAX_CACHED_ANSWER_CHARACTERS = 8_000_000;
