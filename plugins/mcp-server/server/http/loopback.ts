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

/** Whether a `Host` header names this machine (with or without a port). */
export function isLoopbackHost(host: string): boolean {
  try {
    return isLoopback(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/** The client's address as one key, IPv4 clients of a dual-stack socket without their IPv6 prefix. */
export function clientAddress(remoteAddress: string | undefined): string {
  return (remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}
