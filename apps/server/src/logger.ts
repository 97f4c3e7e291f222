import { pino, stdSerializers, type Logger } from 'pino';

export type { Logger };

/** A failed query's message and stack end with its parameters (drizzle: "params: …"): user data, tokens. */
const queryParameters = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** An error as pino logs it, without the values a failed query was given. */
function errorWithoutParameters(error: Error): Record<string, unknown> {
  const serialized: Record<string, unknown> = { ...stdSerializers.err(error) };
  delete serialized.params;
  for (const key of ['message', 'stack'] as const) {
    const text = serialized[key];
    if (typeof text === 'string') serialized[key] = text.replace(queryParameters, '\nparams: [redacted]');
  }
  if (serialized.cause instanceof Error) serialized.cause = errorWithoutParameters(serialized.cause);
  return serialized;
}

/** Paths that carry a secret in them: the reset link's token. */
const secretInPath = /(\/reset-password\/)[^/?]+/;

/** A request path as the log may show it. */
export function loggablePath(path: string): string {
  return path.replace(secretInPath, '$1[redacted]');
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'shutterdesk' },
      serializers: { err: errorWithoutParameters },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword', '*.token'],
        remove: true,
      },
    },
    destination,
  );
}
