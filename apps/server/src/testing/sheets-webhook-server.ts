import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server standing in for the spreadsheet script (SHEETS_WEBHOOK_URL): it records each form post and
 * answers as the script would, `{ result: 'success' }`, or as a broken one would.
 */
export interface SheetsReply {
  status: number;
  result: string;
}

export interface SheetsWebhookServer {
  url: string;
  /** Every post received, successful or not, as its text fields. */
  posts: Record<string, string>[];
  /** The files of each post, by field, at the post's index in `posts`. */
  files: Record<string, SheetsFile>[];
  /** How the following posts are answered (success until told otherwise). */
  answerWith(reply: SheetsReply): void;
  close(): Promise<void>;
}

export interface SheetsFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export const sheetsSuccess: SheetsReply = { status: 200, result: 'success' };

export async function startSheetsWebhookServer(): Promise<SheetsWebhookServer> {
  const posts: Record<string, string>[] = [];
  const files: Record<string, SheetsFile>[] = [];
  let reply = sheetsSuccess;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    })
      .formData()
      .catch(() => new FormData());
    const post: Record<string, string> = {};
    const postFiles: Record<string, SheetsFile> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') post[name] = value;
      else postFiles[name] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    posts.push(post);
    files.push(postFiles);
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ result: reply.result }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/macros/s/test/exec`,
    posts,
    files,
    answerWith: (next) => (reply = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
