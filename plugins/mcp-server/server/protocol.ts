/**
 * The protocol revisions the server speaks: the current one, which has no
 * handshake and no sessions, and the 2025-era ones that older clients
 * negotiate with `initialize` (the SDK serves both from one server factory).
 * The health check and the README name them.
 */
import {SUPPORTED_PROTOCOL_VERSIONS} from '@modelcontextprotocol/server';

/** The current revision of the MCP specification. */
export const CURRENT_PROTOCOL_VERSION = '2026-07-28';

/** Every revision a client may speak, newest first. */
export const PROTOCOL_VERSIONS: readonly string[] = [
  CURRENT_PROTOCOL_VERSION,
  ...SUPPORTED_PROTOCOL_VERSIONS,
];
