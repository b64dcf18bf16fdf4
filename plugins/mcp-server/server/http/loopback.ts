/**
 * Which addresses and host names are this machine. A browser page on
 * another site that reaches the server (through DNS rebinding, or because
 * it listens on a shared address) sends an `Origin` that is not one of them.
 */
import {isIP} from 'node:net';

const LOOPBACK_NAMES = new Set(['localhost', '[::1]', '::1']);

/** An address or host name of this machine: `localhost`, `127.x.x.x`, `::1`. */
export function isLoopback(hostname: string): boolean {
  const name = hostname.toLowerCase();
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) {
    return true;
  }
  const address = name.replace(/^::ffff:/, '');
  return isIP(address) === 4 && address.startsWith('127.');
}

/** Whether an `Origin` header names a page served by this machine; `null` and unparsable origins do not. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopback(new URL(origin).hostname);
  } catch {
    return false;
  }
}

function parsedIsLoopbackHost(host: string): boolean {
  try {
    return isLoopback(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/** Verdicts on the `Host` values seen lately: a client sends the same one with every request. */
const hostVerdicts = new Map<string, boolean>();
const MAX_REMEMBERED_HOSTS = 64;

/** Whether a `Host` header names this machine (with or without a port). */
export function isLoopbackHost(host: string): boolean {
  let verdict = hostVerdicts.get(host);
  if (verdict === undefined) {
    verdict = parsedIsLoopbackHost(host);
    // Bounded: a client that sends a new value each time cannot grow it.
    if (hostVerdicts.size >= MAX_REMEMBERED_HOSTS) hostVerdicts.clear();
    hostVerdicts.set(host, verdict);
  }
  return verdict;
}

/** The client's address as one key, IPv4 clients of a dual-stack socket without their IPv6 prefix. */
export function clientAddress(remoteAddress: string | undefined): string {
  return (remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}
