import type { MiddlewareHandler } from 'hono';
import { loggablePath, type Logger } from '../logger';
import type { AppBindings } from './context';

/** One JSON log line per request, and a child logger carrying the request id for handlers. */
export function requestLog(logger: Logger): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ requestId: c.get('requestId') });
    c.set('logger', requestLogger);
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: loggablePath(c.req.path), status, durationMs };
    if (status >= 500) requestLogger.error(line, 'request failed');
    else requestLogger.info(line, 'request');
  };
}
