import type { Context } from 'hono';

/** 127.0.0.0/8, ::1, and the IPv4-mapped form of 127.x that dual-stack sockets report. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * Whether a request comes from this machine, judged by the socket's own address (a header could be
 * forged). A request handed to the app in-process (`app.request`, no socket at all) is this machine.
 */
export function fromThisMachine(c: Context): boolean {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  if (!incoming) return true;
  return isLoopbackAddress(incoming.socket?.remoteAddress);
}
