import type { MiddlewareHandler } from 'hono';
import { loggablePath, type Logger } from '../logger';
import type { AppBindings } from './context';

/**
 * One JSON log line per request, and a child logger carrying the request id for handlers. A failure on our side is an
 * error; a 503 is not: it is only ever NOT_READY, the database unreachable, whose outage db/unavailable.ts logs once
 * as it starts and once as it ends.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ requestId: c.get('requestId') });
    c.set('logger', requestLogger);
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const renderMs = c.get('renderMs');
    const line = {
      method: c.req.method,
      path: loggablePath(c.req.path),
      status,
      durationMs,
      ...(renderMs === undefined ? {} : { renderMs }),
    };
    if (status >= 500 && status !== 503) requestLogger.error(line, 'request failed');
    else requestLogger.info(line, 'request');
  };
}
