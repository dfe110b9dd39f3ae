/** What a recording is, read from its first bytes (the declared type is only the browser's word for it). */
export type AudioFormat = 'wav' | 'webm' | 'ogg' | 'mp3' | 'mp4' | 'flac';

export const EXTENSIONS: Record<AudioFormat, { ext: string; mime: string }> = {
  wav: { ext: 'wav', mime: 'audio/wav' },
  webm: { ext: 'webm', mime: 'audio/webm' },
  ogg: { ext: 'ogg', mime: 'audio/ogg' },
  mp3: { ext: 'mp3', mime: 'audio/mpeg' },
  mp4: { ext: 'm4a', mime: 'audio/mp4' },
  flac: { ext: 'flac', mime: 'audio/flac' },
};

/**
 * The most bytes a recording of each format may have, and the most bytes a second of it can take: 30 s of speech
 * needs far less than the upload limit in a compressed format, and a file much denser than its codec can be is
 * one whose header understates its length. PCM is exact (its header's byte rate is checked against its format).
 */
export const AUDIO_BYTE_LIMITS: Record<AudioFormat, { maxBytes: number; maxBytesPerSecond: number }> = {
  wav: { maxBytes: 2 * 1024 * 1024, maxBytesPerSecond: Infinity },
  flac: { maxBytes: 2 * 1024 * 1024, maxBytesPerSecond: 300_000 }, // 48 kHz, 24 bit, stereo, uncompressed
  mp3: { maxBytes: 1280 * 1024, maxBytesPerSecond: 40_000 }, // 320 kbit/s
  ogg: { maxBytes: 1024 * 1024, maxBytesPerSecond: 64_000 }, // 512 kbit/s (Opus, Vorbis)
  webm: { maxBytes: 1024 * 1024, maxBytesPerSecond: 64_000 },
  mp4: { maxBytes: 1024 * 1024, maxBytesPerSecond: 64_000 }, // AAC
};
/** Container headers and tags a very short recording carries besides its audio. */
const HEADER_SLACK_BYTES = 16 * 1024;

function sniffAudio(data: Buffer): AudioFormat | undefined {
  if (data.length < 12) return undefined;
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (ascii(0, 3) === 'ID3' || (data[0] === 0xff && (data[1]! & 0xe0) === 0xe0)) return 'mp3';
  return undefined;
}

export type Measured =
  | { ok: true; format: AudioFormat; seconds: number }
  | { ok: false; reason: 'format' | 'too-large' | 'inconsistent' };

/**
 * The recording's format and its length in seconds, from its own headers and frames, never from the client's
 * word. A file whose headers cannot be read, do not cover its bytes, or claim a length its size contradicts is
 * `inconsistent`, and is refused rather than sent on to speech-to-text.
 */
export function measureAudio(data: Buffer): Measured {
  const format = sniffAudio(data);
  if (!format) return { ok: false, reason: 'format' };
  const limits = AUDIO_BYTE_LIMITS[format];
  if (data.length > limits.maxBytes) return { ok: false, reason: 'too-large' };
  let seconds: number | undefined;
  try {
    seconds = DURATION[format](data);
  } catch {
    seconds = undefined; // a read past the end: the header promised more than the file holds
  }
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0)
    return { ok: false, reason: 'inconsistent' };
  if (data.length > limits.maxBytesPerSecond * seconds + HEADER_SLACK_BYTES)
    return { ok: false, reason: 'inconsistent' };
  return { ok: true, format, seconds };
}

const DURATION: Record<AudioFormat, (data: Buffer) => number | undefined> = {
  wav: wavSeconds,
  mp3: mp3Seconds,
  ogg: oggSeconds,
  flac: flacSeconds,
  webm: webmSeconds,
  mp4: mp4Seconds,
};

/**
 * Seconds of a PCM (or float) WAV file: its data chunk's bytes present over a byte rate that must agree with the
 * sample rate, channels and sample size the same header gives.
 */
function wavSeconds(data: Buffer): number | undefined {
  let offset = 12;
  let byteRate: number | undefined;
  while (offset + 8 <= data.length) {
    const id = data.toString('latin1', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      const audioFormat = data.readUInt16LE(offset + 8);
      const channels = data.readUInt16LE(offset + 10);
      const sampleRate = data.readUInt32LE(offset + 12);
      byteRate = data.readUInt32LE(offset + 16);
      const blockAlign = data.readUInt16LE(offset + 20);
      const bitsPerSample = data.readUInt16LE(offset + 22);
      const pcm = audioFormat === 1 || audioFormat === 3 || audioFormat === 0xfffe;
      if (!pcm || channels === 0 || sampleRate === 0 || bitsPerSample === 0) return undefined;
      if (blockAlign !== channels * Math.ceil(bitsPerSample / 8) || byteRate !== sampleRate * blockAlign)
        return undefined;
    }
    if (id === 'data') {
      if (!byteRate) return undefined;
      // A streamed WAV may leave the size at its maximum: the bytes actually present are what is heard.
      return Math.min(size, data.length - offset - 8) / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

const MP3_BITRATES = {
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/**
 * Seconds of an MP3 file, frame by frame (Layer III; MPEG 1, 2 and 2.5): every byte after the ID3v2 tag must be
 * a frame, up to an ID3v1 tag at the end, so a valid first frame followed by anything else is refused.
 */
function mp3Seconds(data: Buffer): number | undefined {
  let offset = 0;
  if (data.toString('latin1', 0, 3) === 'ID3') {
    const size =
      ((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f);
    offset = 10 + size + (data[5]! & 0x10 ? 10 : 0);
  }
  const end =
    data.length >= 128 && data.toString('latin1', data.length - 128, data.length - 125) === 'TAG'
      ? data.length - 128
      : data.length;
  let seconds = 0;
  let frames = 0;
  while (offset < end) {
    if (offset + 4 > end) return undefined;
    const header = data.readUInt32BE(offset);
    if ((header & 0xffe00000) >>> 0 !== 0xffe00000) return undefined;
    const version = (header >>> 19) & 3; // 3: MPEG 1, 2: MPEG 2, 0: MPEG 2.5
    const layer = (header >>> 17) & 3; // 1: Layer III
    const bitrateIndex = (header >>> 12) & 15;
    const rateIndex = (header >>> 10) & 3;
    const padding = (header >>> 9) & 1;
    if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
      return undefined;
    const kbps = (version === 3 ? MP3_BITRATES.v1l3 : MP3_BITRATES.v2l3)[bitrateIndex]!;
    const sampleRate = MP3_RATES[version]![rateIndex]!;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
    if (offset + length > end) return undefined;
    seconds += samples / sampleRate;
    frames++;
    offset += length;
  }
  return frames > 0 ? seconds : undefined;
}

/**
 * Seconds of an Ogg file (Opus or Vorbis): every byte must be a page, and the last page's granule position over
 * the codec's rate (48 kHz for Opus, less its pre-skip; the identification header's rate for Vorbis).
 */
function oggSeconds(data: Buffer): number | undefined {
  let offset = 0;
  let rate: number | undefined;
  let preSkip = 0;
  let lastGranule = -1n;
  while (offset < data.length) {
    if (data.toString('latin1', offset, offset + 4) !== 'OggS' || data[offset + 4] !== 0) return undefined;
    const granule = data.readBigInt64LE(offset + 6);
    const segments = data[offset + 26]!;
    let body = 0;
    for (let i = 0; i < segments; i++) body += data[offset + 27 + i]!;
    const start = offset + 27 + segments;
    if (start + body > data.length) return undefined;
    if (rate === undefined) {
      const packet = data.subarray(start, start + body);
      if (packet.toString('latin1', 0, 8) === 'OpusHead') {
        rate = 48000;
        preSkip = packet.readUInt16LE(10);
      } else if (packet[0] === 1 && packet.toString('latin1', 1, 7) === 'vorbis') {
        rate = packet.readUInt32LE(12);
      } else return undefined;
    }
    if (granule >= 0n) lastGranule = granule;
    offset = start + body;
  }
  if (!rate || lastGranule < 0n) return undefined;
  return Number(lastGranule - BigInt(preSkip)) / rate;
}

/** Seconds of a FLAC file, from STREAMINFO's sample rate and total samples (a stream that does not say is refused). */
function flacSeconds(data: Buffer): number | undefined {
  // STREAMINFO is the first metadata block: 'fLaC', a 4-byte block header, then 34 bytes.
  if ((data[4]! & 0x7f) !== 0) return undefined;
  const info = 8;
  const sampleRate = (data[info + 10]! << 12) | (data[info + 11]! << 4) | (data[info + 12]! >> 4);
  const totalSamples = (BigInt(data[info + 13]! & 0x0f) << 32n) | BigInt(data.readUInt32BE(info + 14));
  if (sampleRate === 0 || totalSamples === 0n) return undefined;
  return Number(totalSamples) / sampleRate;
}

/** An EBML variable-length number at `offset`: its value and length; an all-ones size means "unknown". */
function vint(
  data: Buffer,
  offset: number,
  keepMarker = false,
): { value: number; length: number; unknown: boolean } {
  const first = data[offset];
  if (first === undefined || first === 0) throw new RangeError('bad EBML number');
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (offset + length > data.length) throw new RangeError('EBML number past the end');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[offset + i]!;
    if (data[offset + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
};
/** Elements read inside rather than skipped (a recorder streams Segment and Cluster with unknown sizes). */
const EBML_CONTAINERS = new Set([EBML.segment, EBML.info, EBML.cluster, EBML.blockGroup]);

/**
 * Seconds of a WebM file: the last block's time (its cluster's time plus its own offset), as a browser's
 * MediaRecorder writes no duration. A duration the header does give must agree with the blocks within a second.
 */
function webmSeconds(data: Buffer): number | undefined {
  let offset = 0;
  let scaleNs = 1_000_000;
  let declared: number | undefined;
  let cluster = 0;
  let lastTick = -1;
  let blocks = 0;
  while (offset < data.length) {
    const id = vint(data, offset, true);
    const size = vint(data, offset + id.length);
    const body = offset + id.length + size.length;
    if (EBML_CONTAINERS.has(id.value)) {
      offset = body;
      continue;
    }
    if (size.unknown || body + size.value > data.length) return undefined;
    if (id.value === EBML.timecodeScale) scaleNs = data.readUIntBE(body, size.value);
    else if (id.value === EBML.duration)
      declared = size.value === 4 ? data.readFloatBE(body) : data.readDoubleBE(body);
    else if (id.value === EBML.timecode) cluster = data.readUIntBE(body, size.value);
    else if (id.value === EBML.simpleBlock || id.value === EBML.block) {
      const track = vint(data, body);
      lastTick = Math.max(lastTick, cluster + data.readInt16BE(body + track.length));
      blocks++;
    }
    offset = body + size.value;
  }
  if (blocks === 0) return undefined;
  // The last block's start, plus one Opus frame (20 ms) for the sound it holds.
  const seconds = (lastTick * scaleNs) / 1e9 + 0.02;
  if (declared !== undefined && Math.abs((declared * scaleNs) / 1e9 - seconds) > 1) return undefined;
  return seconds;
}

/** Boxes of an ISO BMFF (MP4) range: type, where its body starts, and where it ends. */
function* boxes(
  data: Buffer,
  from: number,
  to: number,
): Generator<{ type: string; body: number; end: number }> {
  let offset = from;
  while (offset < to) {
    if (offset + 8 > to) throw new RangeError('box header past the end');
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    let body = offset + 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(offset + 8));
      body += 8;
    } else if (size === 0) size = to - offset;
    if (size < body - offset || offset + size > to) throw new RangeError('box past the end');
    yield { type, body, end: offset + size };
    offset += size;
  }
}

/**
 * Seconds of an MP4 (M4A) file, from its sample tables: the audio track's time-to-sample entries (`stts`), or in
 * a fragmented file (Safari's MediaRecorder) every fragment's run of sample durations, over the track's timescale.
 * A movie header that claims a different length is a header that lies.
 */
function mp4Seconds(data: Buffer): number | undefined {
  let timescale: number | undefined;
  let movieSeconds: number | undefined;
  let ticks = 0;
  let defaultDuration = 0;
  const walk = (from: number, to: number) => {
    for (const box of boxes(data, from, to)) {
      const version = data[box.body]!;
      switch (box.type) {
        case 'moov':
        case 'trak':
        case 'mdia':
        case 'minf':
        case 'stbl':
        case 'mvex':
        case 'moof':
        case 'traf':
          walk(box.body, box.end);
          break;
        case 'mvhd': {
          const scale = data.readUInt32BE(box.body + (version === 1 ? 20 : 12));
          const duration =
            version === 1 ? Number(data.readBigUInt64BE(box.body + 24)) : data.readUInt32BE(box.body + 16);
          if (scale > 0 && duration > 0) movieSeconds = duration / scale;
          break;
        }
        case 'mdhd':
          timescale ??= data.readUInt32BE(box.body + (version === 1 ? 20 : 12));
          break;
        case 'stts': {
          const count = data.readUInt32BE(box.body + 4);
          for (let i = 0; i < count; i++)
            ticks += data.readUInt32BE(box.body + 8 + i * 8) * data.readUInt32BE(box.body + 12 + i * 8);
          break;
        }
        case 'trex':
          defaultDuration = data.readUInt32BE(box.body + 12);
          break;
        case 'tfhd': {
          const flags = data.readUIntBE(box.body + 1, 3);
          const at = box.body + 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
          if (flags & 0x08) defaultDuration = data.readUInt32BE(at);
          break;
        }
        case 'trun': {
          const flags = data.readUIntBE(box.body + 1, 3);
          const count = data.readUInt32BE(box.body + 4);
          let at = box.body + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
          const per = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
          for (let i = 0; i < count; i++) {
            ticks += flags & 0x100 ? data.readUInt32BE(at) : defaultDuration;
            at += per;
          }
          if (at > box.end) throw new RangeError('trun past its box');
          break;
        }
      }
    }
  };
  walk(0, data.length);
  if (!timescale || ticks === 0) return undefined;
  const seconds = ticks / timescale;
  if (movieSeconds !== undefined && Math.abs(movieSeconds - seconds) > 1) return undefined;
  return seconds;
}
