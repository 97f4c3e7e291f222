import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, loggablePath } from './logger';
import { createMailer } from './mail/mailer';

function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', destination), output: () => lines.join('') };
}

describe('the log keeps secrets out', () => {
  it('drops the parameters of a failed query from the error, its cause and its stack', () => {
    const { logger, output } = capturingLogger();
    const cause = Object.assign(new Error('duplicate key'), { code: '23505' });
    const failed = Object.assign(
      new Error('Failed query: select * from "sessions" where "token" = $1\nparams: s3cr3t-session-token'),
      { params: ['s3cr3t-session-token'], cause },
    );
    logger.error({ err: failed }, 'unhandled error');
    expect(output()).toContain('Failed query: select');
    expect(output()).toContain('duplicate key');
    expect(output()).not.toContain('s3cr3t-session-token');
  });

  it('hides the token in a reset link path', () => {
    expect(loggablePath('/api/auth/reset-password/abc123XYZ')).toBe('/api/auth/reset-password/[redacted]');
    expect(loggablePath('/api/clients/42')).toBe('/api/clients/42');
  });

  it('logs where an outbox mail went, never its text with the link', async () => {
    const { logger, output } = capturingLogger();
    const outboxDir = `/tmp/shutterdesk-log-test-${process.pid}`;
    const mailer = createMailer({ from: 'a@b.c', outboxDir, logger, print: () => {} });
    await mailer.send({
      to: 'ava@example.com',
      subject: 'Reset your password',
      text: 'http://localhost/api/auth/reset-password/tok3n',
      html: '<a>x</a>',
      link: 'http://localhost/api/auth/reset-password/tok3n',
    });
    await mailer.close();
    expect(output()).toContain('mail written to outbox');
    expect(output()).not.toContain('tok3n');
  });
});
