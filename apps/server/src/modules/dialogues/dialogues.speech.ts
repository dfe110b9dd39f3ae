import multipart from '@fastify/multipart';
import { PRONUNCIATION_LIMITS, PRONUNCIATION_TEXTS } from '@lisan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from '../../errors.js';
import { EXTENSIONS, measureAudio, reserveSpeechQuota, SttError } from '../pronunciation/index.js';

/**
 * A spoken dialogue turn: the recording goes to the configured speech-to-text server and only the transcript
 * comes back, for the learner to correct before the turn is checked (the turn is judged like a typed answer).
 * Nothing of the audio is kept. The limits and messages are the pronunciation feature's.
 */
export async function registerTranscription(app: FastifyInstance) {
  // Multipart bodies are accepted by this plugin's routes only.
  await app.register(multipart, { limits: { fileSize: PRONUNCIATION_LIMITS.maxBytes, files: 1 } });
}

export async function transcribeTurn(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<string> {
  const stt = app.speechToText;
  if (!stt) throw new AppError(503, 'stt_not_configured', PRONUNCIATION_TEXTS.notConfigured);
  if (!request.isMultipart())
    throw new BadRequestError('Send the recording as multipart form data (field "audio").', 'not_multipart');
  let audio: { data: Buffer; mimeType: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PRONUNCIATION_LIMITS.maxBytes, files: 1, fields: 4 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'audio') audio = { data, mimeType: part.mimetype };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'audio_too_large', PRONUNCIATION_TEXTS.tooLarge);
    throw new BadRequestError(
      `The recording could not be read: ${(error as Error).message}`,
      'bad_multipart',
    );
  }
  if (!audio || audio.data.length === 0) throw new BadRequestError(PRONUNCIATION_TEXTS.noAudio, 'no_audio');
  // The length is read from the audio itself; a length the client states is not believed.
  const measured = measureAudio(audio.data);
  if (!measured.ok) {
    if (measured.reason === 'format')
      throw new AppError(415, 'audio_format', PRONUNCIATION_TEXTS.wrongFormat);
    if (measured.reason === 'too-large')
      throw new AppError(413, 'audio_too_large', PRONUNCIATION_TEXTS.tooLarge);
    throw new BadRequestError(PRONUNCIATION_TEXTS.inconsistent, 'audio_inconsistent');
  }
  const { format } = measured;
  if (measured.seconds > PRONUNCIATION_LIMITS.maxSeconds)
    throw new AppError(413, 'audio_too_long', PRONUNCIATION_TEXTS.tooLong);
  // The recording counts in the learner's daily speech-to-text seconds, as a scored one does.
  const release = await reserveSpeechQuota(app, userId, measured.seconds);
  let transcript: string;
  try {
    const { ext, mime } = EXTENSIONS[format];
    transcript = await stt.transcribe({ data: audio.data, filename: `speech.${ext}`, mimeType: mime }, 'ar');
  } catch (error) {
    await release();
    if (!(error instanceof SttError)) throw error;
    request.log.warn({ failure: error.failure, detail: error.message }, 'speech-to-text failed');
    if (error.failure === 'timeout') throw new AppError(504, 'stt_timeout', PRONUNCIATION_TEXTS.timeout);
    if (error.failure === 'rejected')
      throw new AppError(415, 'audio_format', PRONUNCIATION_TEXTS.wrongFormat);
    throw new AppError(502, 'stt_failed', PRONUNCIATION_TEXTS.serverError);
  }
  if (transcript.trim() === '') throw new AppError(422, 'nothing_heard', PRONUNCIATION_TEXTS.nothingHeard);
  return transcript.trim();
}
