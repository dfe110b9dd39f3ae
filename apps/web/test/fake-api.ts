/**
 * A stand-in for the server at the network edge: components run their real api-client and hooks, and `fetch` is
 * answered here. Each route is `METHOD /path`; a handler receives the parsed JSON body and returns a status and a
 * body, so a test states what the server said and then asserts what the learner sees and what was sent.
 */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown, url: URL) => FakeResponse | Promise<FakeResponse>;

export class FakeApi {
  readonly sent: SentRequest[] = [];
  private readonly routes = new Map<string, Handler>();

  on(
    route: `${'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'} /${string}`,
    handler: Handler | FakeResponse,
  ): this {
    this.routes.set(route, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  /** The bodies sent to one route, in order. */
  bodiesOf(route: string): unknown[] {
    const [method, path] = route.split(' ');
    return this.sent.filter((r) => r.method === method && r.path === path).map((r) => r.body);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.sent.push({ method, path: url.pathname, body });
    const handler = this.routes.get(`${method} ${url.pathname}`);
    if (!handler) {
      return new Response(JSON.stringify({ message: `No fake for ${method} ${url.pathname}` }), {
        status: 404,
      });
    }
    const answer = await handler(body, url);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
}
