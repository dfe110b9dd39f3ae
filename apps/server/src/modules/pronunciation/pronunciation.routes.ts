import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  linkSpokenAnswerRequestSchema,
  linkSpokenAnswerResponseSchema,
  PRONUNCIATION_LIMITS,
  PRONUNCIATION_TEXTS,
  pronunciationCapabilitiesSchema,
  pronunciationFieldsSchema,
  pronunciationJsonRequestSchema,
  pronunciationResponseSchema,
  safeString,
} from '@lisan/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { AppError, BadRequestError } from '../../errors.js';
import { actingUserId, assertActsAs } from '../../lib/authorize.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { sendStaticJson, STATIC_ROUTE, staticJson } from '../../lib/static-json.js';
import { assertCanOpen } from '../content/index.js';
import { EXTENSIONS, measureAudio } from './pronunciation.audio.js';
import {
  linkSpokenAnswer,
  resolveSubject,
  scoreAndRecord,
  type PronunciationDeps,
} from './pronunciation.service.js';
import { SttError } from './pronunciation.stt.js';
import { reserveSpeechQuota } from './speech-quota.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403);

interface Recording {
  fields: Record<string, string>;
  audio?: { data: Buffer; mimeType: string };
}

/** Reads a multipart recording: its fields and one audio file, refusing more than the size limit. */
async function readRecording(request: FastifyRequest): Promise<Recording> {
  const fields: Record<string, string> = {};
  let audio: Recording['audio'];
  try {
    for await (const part of request.parts({
      limits: { fileSize: PRONUNCIATION_LIMITS.maxBytes, files: 1, fields: 12 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'audio') {
          await part.toBuffer();
          continue;
        }
        audio = { data: await part.toBuffer(), mimeType: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value.slice(0, 200);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'audio_too_large', PRONUNCIATION_TEXTS.tooLarge);
    // Anything else thrown while the body streams in is a malformed body (busboy's own errors carry no code).
    throw new BadRequestError(
      `The recording could not be read: ${(error as Error).message}`,
      'bad_multipart',
    );
  }
  return { fields, audio };
}

/**
 * Checks a recording against the limits before it leaves for the speech-to-text server: its format and length are
 * read from the audio itself (the declared type and any length the client states are not believed).
 */
function checkAudio(audio: Recording['audio']) {
  if (!audio || audio.data.length === 0) throw new BadRequestError(PRONUNCIATION_TEXTS.noAudio, 'no_audio');
  const declared = audio.mimeType.split(';')[0]!.trim().toLowerCase();
  const declaredOk =
    (PRONUNCIATION_LIMITS.mimeTypes as readonly string[]).includes(declared) ||
    declared === 'application/octet-stream';
  if (!declaredOk) throw new AppError(415, 'audio_format', PRONUNCIATION_TEXTS.wrongFormat);
  const measured = measureAudio(audio.data);
  if (!measured.ok) {
    if (measured.reason === 'format')
      throw new AppError(415, 'audio_format', PRONUNCIATION_TEXTS.wrongFormat);
    if (measured.reason === 'too-large')
      throw new AppError(413, 'audio_too_large', PRONUNCIATION_TEXTS.tooLarge);
    throw new BadRequestError(PRONUNCIATION_TEXTS.inconsistent, 'audio_inconsistent');
  }
  if (measured.seconds > PRONUNCIATION_LIMITS.maxSeconds)
    throw new AppError(413, 'audio_too_long', PRONUNCIATION_TEXTS.tooLong);
  return measured;
}

/** Seconds until the next UTC day, when the speech-to-text quota starts again. */
/** A body this route reads itself (JSON or multipart), checked by its contract schema: a 400 naming the field. */
function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new BadRequestError(
    `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    'validation_failed',
  );
}

/**
 * Scoring how a learner says a phrase or their answer: from a recording (transcribed by the speech-to-text server)
 * or from the browser's own transcript, compared word by word with the words expected.
 */
const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  // Registered here only: multipart bodies are accepted by the pronunciation route and nowhere else.
  await app.register(multipart, { limits: { fileSize: PRONUNCIATION_LIMITS.maxBytes, files: 1 } });
  const stt = app.speechToText;
  const capabilities = staticJson(
    pronunciationCapabilitiesSchema,
    {
      serverTranscription: stt !== null,
      maxBytes: PRONUNCIATION_LIMITS.maxBytes,
      maxSeconds: PRONUNCIATION_LIMITS.maxSeconds,
      mimeTypes: [...PRONUNCIATION_LIMITS.mimeTypes],
    },
    { languageDependent: false },
  );
  const deps: PronunciationDeps = {
    db: app.db,
    items: (type, id) => app.catalog.getExerciseItem(type, id),
    assertCanOpen: (userId, type, id) =>
      assertCanOpen(app.db, app.catalog, userId, type, id).then(() => undefined),
  };

  app.post(
    '/pronunciation/:id/attempt',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Link a spoken answer to the attempt it was checked as (shown with the attempt in the analytics)',
        params: z.object({ id: safeString().min(1).max(100) }),
        body: linkSpokenAnswerRequestSchema,
        response: {
          200: linkSpokenAnswerResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      linkSpokenAnswer(app.db, actingUserId(request), request.params.id, request.body.attemptId),
  );

  app.get(
    '/pronunciation/capabilities',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Whether this server transcribes recordings, and the limits of a recording',
        response: { 200: pronunciationCapabilitiesSchema },
      },
      ...STATIC_ROUTE,
    },
    (request, reply) => sendStaticJson(request, reply, capabilities),
  );
  app.fastReads.exact(`${app.prefix}/pronunciation/capabilities`, () => capabilities);

  app.post(
    '/pronunciation',
    {
      // Up to the audio limit plus the form's fields; JSON bodies keep the app's own limit through the parser.
      bodyLimit: PRONUNCIATION_LIMITS.maxBytes + 64 * 1024,
      schema: {
        tags: ['analytics'],
        summary:
          'Score a spoken phrase or answer: multipart (audio, exerciseType, the item id) is transcribed by the speech-to-text server; JSON carries the browser’s transcript',
        response: {
          200: pronunciationResponseSchema,
          ...errors,
          402: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
          504: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const timeZone = request.timeZone;
      if (request.isMultipart()) {
        const { fields: rawFields, audio } = await readRecording(request);
        const fields = parsed(pronunciationFieldsSchema, {
          ...rawFields,
          exerciseType: rawFields.exerciseType ?? '',
          target: rawFields.target === 'answer' ? 'answer' : 'phrase',
        });
        const userId = assertActsAs(request, fields.userId);
        const target = fields.target ?? 'phrase';
        const subject = await resolveSubject(deps, { ...fields, target }, userId);
        if (!stt) throw new AppError(503, 'stt_not_configured', PRONUNCIATION_TEXTS.notConfigured);
        const { format, seconds } = checkAudio(audio);
        // The day's speech-to-text seconds are reserved before the recording leaves, and given back if it fails.
        const release = await reserveSpeechQuota(app, userId, seconds);
        let transcript: string;
        try {
          const { ext, mime } = EXTENSIONS[format];
          transcript = await stt.transcribe(
            { data: audio!.data, filename: `speech.${ext}`, mimeType: mime },
            'ar',
          );
        } catch (error) {
          await release();
          if (!(error instanceof SttError)) throw error;
          request.log.warn({ failure: error.failure, detail: error.message }, 'speech-to-text failed');
          if (error.failure === 'timeout')
            throw new AppError(504, 'stt_timeout', PRONUNCIATION_TEXTS.timeout);
          if (error.failure === 'rejected')
            throw new AppError(415, 'audio_format', PRONUNCIATION_TEXTS.wrongFormat);
          throw new AppError(502, 'stt_failed', PRONUNCIATION_TEXTS.serverError);
        }
        if (transcript.trim() === '')
          throw new AppError(422, 'nothing_heard', PRONUNCIATION_TEXTS.nothingHeard);
        return scoreAndRecord(app.db, {
          userId,
          exerciseType: subject.type,
          itemId: subject.item.itemId,
          target,
          source: 'server',
          transcript: transcript.trim(),
          references: subject.references,
          timeZone,
        });
      }

      const body = parsed(pronunciationJsonRequestSchema, request.body);
      const userId = assertActsAs(request, body.userId);
      const target = body.target ?? 'phrase';
      const subject = await resolveSubject(deps, { ...body, target }, userId);
      if (body.transcript.trim() === '')
        throw new AppError(422, 'nothing_heard', PRONUNCIATION_TEXTS.nothingHeard);
      return scoreAndRecord(app.db, {
        userId,
        exerciseType: subject.type,
        itemId: subject.item.itemId,
        target,
        source: 'browser',
        transcript: body.transcript.trim(),
        references: subject.references,
        timeZone,
      });
    },
  );
};

export const pronunciationRoutes = routesNeeding(routes, 'pronunciation-routes', [
  'database',
  'auth',
  'content-catalog',
  'speech-to-text',
  'fast-reads',
]);
