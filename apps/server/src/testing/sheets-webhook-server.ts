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
  /** Every post received, successful or not, as its form fields. */
  posts: Record<string, string>[];
  /** How the following posts are answered (success until told otherwise). */
  answerWith(reply: SheetsReply): void;
  close(): Promise<void>;
}

export const sheetsSuccess: SheetsReply = { status: 200, result: 'success' };

export async function startSheetsWebhookServer(): Promise<SheetsWebhookServer> {
  const posts: Record<string, string>[] = [];
  let reply = sheetsSuccess;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    })
      .formData()
      .catch(() => new FormData());
    posts.push(Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])));
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ result: reply.result }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/macros/s/test/exec`,
    posts,
    answerWith: (next) => (reply = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
