/**
 * A minimal OpenAI-compatible chat-completions client over global fetch (OpenAI, Azure OpenAI, Ollama, vLLM,
 * llama.cpp): one JSON reply per call, at temperature 0, within the caller's abort signal.
 */

export interface ChatConfig {
  /** e.g. https://api.openai.com/v1 (the path /chat/completions is appended). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface JsonSchemaFormat {
  name: string;
  schema: Record<string, unknown>;
}

export type LlmFailure = 'timeout' | 'http' | 'network' | 'invalid';

export class LlmError extends Error {
  constructor(
    readonly failure: LlmFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export interface ChatClient {
  /** The assistant's reply text; throws LlmError on any failure. */
  completeJson(messages: ChatMessage[], format: JsonSchemaFormat, signal: AbortSignal): Promise<string>;
}

export function createChatClient(config: ChatConfig): ChatClient {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  // Servers without structured outputs reject json_schema with a 400; after one such answer, json_object is
  // used for the life of the client.
  let structured = true;

  async function post(body: unknown, signal: AbortSignal): Promise<Response> {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw new LlmError('timeout', 'the AI service did not answer in time');
      throw new LlmError('network', `the AI service could not be reached: ${(error as Error).message}`);
    }
  }

  return {
    async completeJson(messages, format, signal) {
      const body = (responseFormat: unknown) => ({
        model: config.model,
        temperature: 0,
        messages,
        response_format: responseFormat,
      });
      const schemaFormat = {
        type: 'json_schema',
        json_schema: { name: format.name, strict: true, schema: format.schema },
      };
      let response = await post(body(structured ? schemaFormat : { type: 'json_object' }), signal);
      if (structured && response.status === 400) {
        const text = await readText(response, signal);
        if (!/response_format|json_schema|structured/i.test(text)) {
          throw new LlmError('http', `the AI service refused the request (400)`, 400);
        }
        structured = false;
        response = await post(body({ type: 'json_object' }), signal);
      }
      if (!response.ok) {
        await readText(response, signal);
        throw new LlmError('http', `the AI service answered ${response.status}`, response.status);
      }
      const payload = await readJson(response, signal);
      const content = (payload as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]
        ?.message?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new LlmError('invalid', 'the AI reply had no content');
      return content;
    },
  };
}

async function readText(response: Response, signal: AbortSignal): Promise<string> {
  try {
    return await response.text();
  } catch {
    if (signal.aborted) throw new LlmError('timeout', 'the AI service did not answer in time');
    return '';
  }
}

async function readJson(response: Response, signal: AbortSignal): Promise<unknown> {
  const text = await readText(response, signal);
  try {
    return JSON.parse(text);
  } catch {
    throw new LlmError('invalid', 'the AI service did not answer with JSON');
  }
}
