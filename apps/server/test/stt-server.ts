import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the OpenAI-compatible transcription protocol (`POST /v1/audio/transcriptions`,
 * multipart: file, model, language, response_format → `{ text }`; errors `{ error: { message, type, code } }`).
 * It cannot recognise speech: it answers the transcript registered beside each recording (a sidecar keyed by
 * the audio's SHA-256), after checking the request as a real server would.
 */
export interface SttTestServer {
  baseUrl: string;
  /** Registers what a recording "says". */
  sidecar(audio: Buffer, transcript: string): void;
  /** What the next requests get instead: a delay, an HTTP error, or normal service. */
  mode: { kind: 'normal' } | { kind: 'delay'; ms: number } | { kind: 'error'; status: number };
  requests: {
    model: string;
    language: string | null;
    filename: string | null;
    bytes: number;
    type: string;
  }[];
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
const errorBody = (status: number, message: string, type: string, code: string | null = null) =>
  json(status, { error: { message, type, param: null, code } });

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSttServer(options: { apiKey: string; model: string }): Promise<SttTestServer> {
  const transcripts = new Map<string, string>();
  const state: SttTestServer = {
    baseUrl: '',
    sidecar: (audio, transcript) =>
      transcripts.set(createHash('sha256').update(audio).digest('hex'), transcript),
    mode: { kind: 'normal' },
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const handle = async (request: IncomingMessage) => {
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions')
      return errorBody(404, `Unknown request URL: ${request.method} ${request.url}`, 'invalid_request_error');
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return errorBody(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data'))
      return errorBody(400, 'Content type must be multipart/form-data.', 'invalid_request_error');
    const raw = await bodyOf(request);
    // The standard multipart parser of the platform (undici), as a real server's framework would parse it.
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    const model = form.get('model');
    const file = form.get('file');
    if (typeof model !== 'string' || model !== options.model)
      return errorBody(
        404,
        `The model '${String(model)}' does not exist.`,
        'invalid_request_error',
        'model_not_found',
      );
    if (!(file instanceof Blob))
      return errorBody(400, "'file' is a required property", 'invalid_request_error');
    const audio = Buffer.from(await file.arrayBuffer());
    state.requests.push({
      model,
      language: typeof form.get('language') === 'string' ? (form.get('language') as string) : null,
      filename: file instanceof File ? file.name : null,
      bytes: audio.length,
      type: file.type,
    });
    const transcript = transcripts.get(createHash('sha256').update(audio).digest('hex'));
    if (transcript === undefined)
      return errorBody(400, 'Invalid file format or unreadable audio.', 'invalid_request_error');
    return json(200, { text: transcript });
  };

  const server: Server = createServer((request, response) => {
    const mode = state.mode;
    const respond = async () => {
      if (mode.kind === 'error') {
        await bodyOf(request);
        return errorBody(
          mode.status,
          'The server had an error while processing your request.',
          'server_error',
        );
      }
      const answer = await handle(request);
      if (mode.kind === 'delay') await new Promise((r) => setTimeout(r, mode.ms));
      return answer;
    };
    respond().then(
      ({ status, body }) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      },
      (error: Error) =>
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: error.message, type: 'server_error' } })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

/** Real Arabic speech made by espeak-ng (Debian package `espeak-ng`), as 16-bit mono WAV. */
export async function speakArabic(text: string): Promise<Buffer> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) =>
    execFile(
      'espeak-ng',
      ['-v', 'ar', '--stdout', text],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) =>
        error
          ? reject(new Error(`espeak-ng failed (apt-get install espeak-ng): ${error.message}`))
          : resolve(stdout),
    ),
  );
}

/** A silent PCM WAV of the given length (for the duration limit). */
export function silentWav(seconds: number, sampleRate = 8000): Buffer {
  const dataBytes = seconds * sampleRate * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}
