import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

/**
 * Client of the OpenAI-compatible speech-to-text protocol, `POST {base}/audio/transcriptions` (multipart:
 * file, model, language, response_format) → `{ text }`; errors `{ error: { message, type, code } }`. Served by
 * OpenAI, whisper.cpp's server and faster-whisper servers alike.
 */
export interface SttConfig {
  /** e.g. https://api.openai.com/v1 (the path /audio/transcriptions is appended). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

export type SttFailure = 'timeout' | 'server' | 'rejected';

export class SttError extends Error {
  override name = 'SttError';
  constructor(
    readonly failure: SttFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface SttClient {
  transcribe(audio: { data: Buffer; filename: string; mimeType: string }, language?: string): Promise<string>;
}

const STT_TIMEOUT_MS = 20_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The speech-to-text server's client; null when STT_* is not configured (no server transcription). */
    speechToText: SttClient | null;
  }
}

/**
 * Decorates the app with its speech-to-text client, made once from the configuration. A test passes its own
 * `client` (or null for none) instead.
 */
export const speechToTextPlugin = fp<{ config: Config; client?: SttClient | null }>(
  async (app, { config, client }) => {
    app.decorate(
      'speechToText',
      client !== undefined ? client : config.stt ? createSttClient(config.stt) : null,
    );
  },
  { name: 'speech-to-text' },
);

export function createSttClient(config: SttConfig): SttClient {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const timeoutMs = config.timeoutMs ?? STT_TIMEOUT_MS;
  return {
    async transcribe(audio, language = 'ar') {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio.data)], { type: audio.mimeType }), audio.filename);
      form.append('model', config.model);
      form.append('language', language);
      form.append('response_format', 'json');
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
          body: form,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw new SttError('timeout', `no answer within ${timeoutMs} ms`);
        throw new SttError('server', `cannot reach the speech-to-text server: ${(error as Error).message}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        if (signal.aborted) throw new SttError('timeout', `no answer within ${timeoutMs} ms`);
        throw new SttError('server', `answer is not JSON (HTTP ${response.status})`, response.status);
      }
      if (!response.ok) {
        const message = (body as { error?: { message?: unknown } })?.error?.message;
        // 4xx: the server refused this recording (format, size); 5xx and anything else: the server failed.
        throw new SttError(
          response.status >= 400 &&
            response.status < 500 &&
            response.status !== 401 &&
            response.status !== 403 &&
            response.status !== 429
            ? 'rejected'
            : 'server',
          `HTTP ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`,
          response.status,
        );
      }
      const text = (body as { text?: unknown })?.text;
      if (typeof text !== 'string') throw new SttError('server', 'answer has no text field', response.status);
      return text;
    },
  };
}
