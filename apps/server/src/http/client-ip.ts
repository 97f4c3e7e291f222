import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { clientIpHeader } from '../client-ip-header';

/**
 * Decides the caller's address once and hands it to better-auth's rate limiter in our own header.
 * X-Forwarded-For is believed only behind a proxy we were told about (TRUST_PROXY); then the right-most
 * entry is the one our proxy added. A client cannot pick its own bucket by sending the header itself.
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').pop()?.trim() : undefined;
    const address = forwarded || getConnInfo(c).remote.address || 'unknown';
    c.req.raw.headers.set(clientIpHeader, address);
    await next();
  };
}
