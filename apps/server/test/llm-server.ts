import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the OpenAI-compatible chat-completions protocol (`POST /v1/chat/completions` with a
 * bearer key → `{ choices: [{ message: { role, content } }] }`; errors `{ error: { message, type } }`). It
 * answers what the test queues (the assistant's content, as a model would write it) and keeps every request.
 */
export interface LlmTestServer {
  baseUrl: string;
  /** The next replies' content, in order; when none is queued the server answers 500. */
  replies: string[];
  requests: { model: string; messages: { role: string; content: string }[]; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of request) raw += (chunk as Buffer).toString();
  return raw;
}

export async function startLlmServer(options: { apiKey: string; model: string }): Promise<LlmTestServer> {
  const state: LlmTestServer = {
    baseUrl: '',
    replies: [],
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const send = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server: Server = createServer((request, response) => {
    void bodyOf(request).then((raw) => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
        return send(response, 404, {
          error: { message: 'Unknown request URL', type: 'invalid_request_error' },
        });
      if (request.headers.authorization !== `Bearer ${options.apiKey}`)
        return send(response, 401, {
          error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' },
        });
      const body = JSON.parse(raw) as Record<string, unknown>;
      if (body.model !== options.model)
        return send(response, 404, {
          error: { message: 'The model does not exist.', type: 'invalid_request_error' },
        });
      state.requests.push({
        model: body.model,
        messages: body.messages as { role: string; content: string }[],
        body,
      });
      const content = state.replies.shift();
      if (content === undefined)
        return send(response, 500, { error: { message: 'The server had an error.', type: 'server_error' } });
      send(response, 200, {
        id: `chatcmpl-${state.requests.length}`,
        object: 'chat.completion',
        model: options.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
