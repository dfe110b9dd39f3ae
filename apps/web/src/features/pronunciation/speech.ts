/**
 * The two ways the browser can hear Arabic: its own speech recognition (Web Speech API, lang ar-SA), or a
 * recording (MediaRecorder) that our server sends to a speech-to-text server.
 */

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => RecognitionLike;

export function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export class SpeechProblem extends Error {
  override name = 'SpeechProblem';
  constructor(readonly reason: 'denied' | 'nothingHeard' | 'recognitionFailed' | 'noMicrophone') {
    super(reason);
  }
}

/** Listens once with the browser's recogniser; resolves with what it heard. `stop` ends listening early. */
export function listenOnce(): { result: Promise<string>; stop: () => void } {
  const Recognition = recognitionConstructor()!;
  const recognition = new Recognition();
  recognition.lang = 'ar-SA';
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  let heard = '';
  const result = new Promise<string>((resolve, reject) => {
    recognition.onresult = (event) => {
      heard = Array.from(event.results, (r) => r[0]?.transcript ?? '')
        .join(' ')
        .trim();
    };
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed')
        reject(new SpeechProblem('denied'));
      else if (event.error === 'no-speech') reject(new SpeechProblem('nothingHeard'));
      else if (event.error === 'audio-capture') reject(new SpeechProblem('noMicrophone'));
      else reject(new SpeechProblem('recognitionFailed'));
    };
    recognition.onend = () => (heard ? resolve(heard) : reject(new SpeechProblem('nothingHeard')));
  });
  recognition.start();
  return { result, stop: () => recognition.stop() };
}

/** Records from the microphone until `stop` or the time limit; resolves with the audio and its length. */
export async function record(
  maxSeconds: number,
): Promise<{ result: Promise<{ audio: Blob; durationMs: number }>; stop: () => void }> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new SpeechProblem((error as DOMException).name === 'NotFoundError' ? 'noMicrophone' : 'denied');
  }
  const type = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  const started = performance.now();
  const result = new Promise<{ audio: Blob; durationMs: number }>((resolve) => {
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      resolve({
        audio: new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' }),
        durationMs: performance.now() - started,
      });
    };
  });
  recorder.start();
  const timer = window.setTimeout(() => recorder.state === 'recording' && recorder.stop(), maxSeconds * 1000);
  return {
    result,
    stop: () => {
      window.clearTimeout(timer);
      if (recorder.state === 'recording') recorder.stop();
    },
  };
}
