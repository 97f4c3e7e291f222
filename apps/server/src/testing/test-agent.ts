/**
 * A small HTTP client that behaves like one browser: it keeps its cookies, sends the app's Origin (as a
 * same-origin fetch would) and presents a fixed client address through X-Forwarded-For.
 */
export interface AgentResponse<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body, sent as is (to test malformed input). */
  rawBody?: string;
  headers?: Record<string, string>;
  redirect?: 'manual' | 'follow' | 'error';
}

export class TestAgent {
  readonly cookies = new Map<string, string>();

  /**
   * @param baseUrl where requests go (the loopback address the test server listens on)
   * @param origin the app's public origin (APP_URL), sent as Origin like the browser would
   */
  constructor(
    readonly baseUrl: string,
    readonly ip: string,
    readonly origin = baseUrl,
  ) {}

  async request<Body = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<AgentResponse<Body>> {
    const headers: Record<string, string> = {
      origin: this.origin,
      'x-forwarded-for': this.ip,
      // A fresh connection per request. A pooled keep-alive socket left idle through a step that holds the event
      // loop past the server's keep-alive timeout (seeding 10,000 rows on in-process PGlite, in clients.test.ts)
      // is closed by the server just as the next request is written to it, and fetch fails with ECONNRESET.
      connection: 'close',
      ...options.headers,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.rawBody !== undefined) {
      body = options.rawBody;
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body,
      redirect: options.redirect ?? 'manual',
    });
    this.storeCookies(response.headers);
    const type = response.headers.get('content-type') ?? '';
    // A download (a zip) is kept as its bytes; everything else the API sends is text.
    if (/^application\/(zip|octet-stream)/.test(type)) {
      return {
        status: response.status,
        headers: response.headers,
        body: Buffer.from(await response.arrayBuffer()) as Body,
      };
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as Body };
  }

  get<Body = unknown>(path: string, options?: RequestOptions) {
    return this.request<Body>('GET', path, options);
  }

  post<Body = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<Body>('POST', path, { json: json ?? {}, ...options });
  }

  /** Signs in through better-auth, as the login form does. */
  async signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  private storeCookies(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
