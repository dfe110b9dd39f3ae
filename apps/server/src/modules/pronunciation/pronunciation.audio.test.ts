import { describe, expect, it } from 'vitest';
import { silentWav, speakArabic } from '../../../test/stt-server.js';
import { AUDIO_BYTE_LIMITS, measureAudio } from './pronunciation.audio.js';

/**
 * The length of a recording, read from the audio itself in every accepted format. WAV comes from espeak-ng; the
 * other formats are built here byte by byte as their specifications lay them out (this machine has no encoders),
 * each with a header that tells the truth and one that lies.
 */

/** MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz: 417 bytes and 1152 samples each. */
function mp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9000, 0);
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10, ...Buffer.alloc(10)]);
  return Buffer.concat([id3, ...Array.from({ length: frames }, () => frame)]);
}

/** One Ogg page holding one packet (a body up to 255 × 255 bytes). */
function oggPage(packet: Buffer, granule: bigint, sequence: number): Buffer {
  const lacing: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    lacing.push(255);
    left -= 255;
  }
  lacing.push(left);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(1, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  return Buffer.concat([header, Buffer.from(lacing), packet]);
}

/** An Ogg Opus file whose last granule position says `seconds` (48 kHz, pre-skip 312), with `audioBytes` of audio. */
function oggOpus(seconds: number, audioBytes: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48000, 12);
  const tags = Buffer.from('OpusTags\0\0\0\0\0\0\0\0', 'latin1');
  const pages = [oggPage(head, 0n, 0), oggPage(tags, 0n, 1)];
  const perPage = 60_000;
  let sent = 0;
  let sequence = 2;
  while (sent < audioBytes) {
    const size = Math.min(perPage, audioBytes - sent);
    sent += size;
    const granule = BigInt(Math.round((seconds * 48000 * sent) / audioBytes)) + 312n;
    pages.push(oggPage(Buffer.alloc(size, 0x55), granule, sequence++));
  }
  return Buffer.concat(pages);
}

/** An EBML element: its ID's bytes, a size (unknown when null), its body. */
function ebml(id: number, body: Buffer | null): Buffer {
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .match(/../g)!
      .map((h) => parseInt(h, 16)),
  );
  if (body === null)
    return Buffer.concat([idBytes, Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([idBytes, size, body]);
}
const uint = (value: number, bytes = 4) => {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(value, 0, bytes);
  return b;
};

/** A WebM file as MediaRecorder streams it: unknown-size Segment and Cluster, a block every 20 ms, no duration. */
function webm(seconds: number, declaredMs?: number): Buffer {
  const header = ebml(0x1a45dfa3, ebml(0x4282, Buffer.from('webm')));
  const info = ebml(
    0x1549a966,
    Buffer.concat([
      ebml(0x2ad7b1, uint(1_000_000, 3)),
      ...(declaredMs !== undefined
        ? [
            ebml(
              0x4489,
              (() => {
                const f = Buffer.alloc(8);
                f.writeDoubleBE(declaredMs);
                return f;
              })(),
            ),
          ]
        : []),
    ]),
  );
  const blocks: Buffer[] = [];
  for (let ms = 0; ms < seconds * 1000; ms += 20) {
    const block = Buffer.alloc(4 + 40);
    block[0] = 0x81; // track 1
    block.writeInt16BE(ms % 30_000, 1);
    blocks.push(ebml(0xa3, block));
  }
  // A new cluster every 30 s of timecodes, so each block's 16-bit offset stays in range.
  const clusters: Buffer[] = [];
  for (let i = 0; i * 1500 < blocks.length; i++)
    clusters.push(
      ebml(0x1f43b675, null),
      ebml(0xe7, uint(i * 30_000)),
      ...blocks.slice(i * 1500, (i + 1) * 1500),
    );
  return Buffer.concat([header, ebml(0x18538067, null), info, ...clusters]);
}

/** An ISO BMFF box. */
const box = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
};
const fullBox = (type: string, ...fields: number[]) =>
  box(type, Buffer.alloc(4), ...fields.map((f) => uint(f)));

/** An M4A file: its audio track's time-to-sample table says `seconds`; the movie header says `movieSeconds`. */
function mp4(seconds: number, movieSeconds = seconds): Buffer {
  const timescale = 44100;
  const samples = Math.round((seconds * timescale) / 1024);
  return Buffer.concat([
    box('ftyp', Buffer.from('M4A \0\0\0\0M4A isom', 'latin1')),
    box(
      'moov',
      fullBox('mvhd', 0, 0, 1000, Math.round(movieSeconds * 1000), ...Array<number>(20).fill(0)),
      box(
        'trak',
        box(
          'mdia',
          fullBox('mdhd', 0, 0, timescale, samples * 1024, 0),
          box('minf', box('stbl', fullBox('stts', 1, samples, 1024))),
        ),
      ),
    ),
    box('mdat', Buffer.alloc(samples * 40)),
  ]);
}

/** A fragmented M4A (as Safari records): sample durations in each fragment's run. */
function fragmentedMp4(fragments: number, samplesEach: number): Buffer {
  const timescale = 48000;
  const moofs = Array.from({ length: fragments }, () =>
    Buffer.concat([
      box(
        'moof',
        box(
          'traf',
          fullBox('tfhd', 1),
          box(
            'trun',
            uint(0x000100),
            uint(samplesEach),
            ...Array.from({ length: samplesEach }, () => uint(1024)),
          ),
        ),
      ),
      box('mdat', Buffer.alloc(samplesEach * 30)),
    ]),
  );
  return Buffer.concat([
    box('ftyp', Buffer.from('iso5\0\0\0\0iso5', 'latin1')),
    box('moov', box('trak', box('mdia', fullBox('mdhd', 0, 0, timescale, 0, 0)))),
    ...moofs,
  ]);
}

/** A FLAC file's STREAMINFO for `seconds` at 16 kHz, then `audioBytes` of frames. */
function flac(seconds: number, audioBytes: number): Buffer {
  const info = Buffer.alloc(34);
  const rate = 16000;
  const total = seconds * rate;
  info[10] = rate >> 12;
  info[11] = (rate >> 4) & 0xff;
  info[12] = ((rate & 0x0f) << 4) | (0 << 1); // mono
  info[13] = (15 << 4) | Math.floor(total / 2 ** 32); // 16 bits per sample
  info.writeUInt32BE(total >>> 0, 14);
  return Buffer.concat([
    Buffer.from('fLaC', 'latin1'),
    Buffer.from([0x80, 0, 0, 34]),
    info,
    Buffer.alloc(audioBytes),
  ]);
}

describe('measuring a recording', () => {
  it('reads a WAV file espeak-ng made, and refuses one whose byte rate disagrees with its format', async () => {
    const speech = await speakArabic('السلام عليكم');
    const measured = measureAudio(speech);
    expect(measured).toMatchObject({ ok: true, format: 'wav' });
    const byteRate = speech.readUInt32LE(28);
    const dataBytes = speech.length - 44;
    expect(measured.ok && measured.seconds).toBeCloseTo(dataBytes / byteRate, 2);

    const lying = Buffer.from(speech);
    lying.writeUInt32LE(byteRate * 100, 28); // "a hundred times denser than it is": a 0.01× length
    expect(measureAudio(lying)).toEqual({ ok: false, reason: 'inconsistent' });
    expect(measureAudio(silentWav(31))).toMatchObject({ ok: true, seconds: 31 });
  });

  it('walks MP3 frames, and refuses one good frame followed by anything else', () => {
    expect(measureAudio(mp3(383))).toMatchObject({ ok: true, format: 'mp3' });
    const m = measureAudio(mp3(383));
    expect(m.ok && m.seconds).toBeCloseTo((383 * 1152) / 44100, 3); // 10 s
    const garbage = Buffer.concat([mp3(1), Buffer.alloc(1_000_000, 0x41)]);
    expect(measureAudio(garbage)).toEqual({ ok: false, reason: 'inconsistent' });
    const tooBig = mp3(Math.ceil(AUDIO_BYTE_LIMITS.mp3.maxBytes / 417) + 1);
    expect(measureAudio(tooBig)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('reads Ogg Opus from its last granule position, and refuses a granule far short of the bytes', () => {
    const m = measureAudio(oggOpus(12, 150_000));
    expect(m).toMatchObject({ ok: true, format: 'ogg' });
    expect(m.ok && m.seconds).toBeCloseTo(12, 2);
    // 900 kB of "one second": ten times the densest Opus there is.
    expect(measureAudio(oggOpus(1, 900_000))).toEqual({ ok: false, reason: 'inconsistent' });
    // A page cut short.
    expect(measureAudio(oggOpus(12, 150_000).subarray(0, 100_000))).toEqual({
      ok: false,
      reason: 'inconsistent',
    });
  });

  it('reads a streamed WebM from its blocks, and refuses a stated duration the blocks contradict', () => {
    const m = measureAudio(webm(40));
    expect(m).toMatchObject({ ok: true, format: 'webm' });
    expect(m.ok && m.seconds).toBeCloseTo(40, 1);
    expect(measureAudio(webm(5, 5000))).toMatchObject({ ok: true });
    expect(measureAudio(webm(40, 2000))).toEqual({ ok: false, reason: 'inconsistent' });
  });

  it('reads MP4 from its sample tables, plain and fragmented, and refuses a movie header that lies', () => {
    const m = measureAudio(mp4(20));
    expect(m).toMatchObject({ ok: true, format: 'mp4' });
    expect(m.ok && m.seconds).toBeCloseTo(20, 1);
    expect(measureAudio(mp4(20, 2))).toEqual({ ok: false, reason: 'inconsistent' });
    const fragmented = measureAudio(fragmentedMp4(10, 94)); // 10 × 94 × 1024 / 48000 ≈ 20 s
    expect(fragmented.ok && fragmented.seconds).toBeCloseTo((10 * 94 * 1024) / 48000, 2);
  });

  it('reads FLAC from STREAMINFO, and refuses a total far short of the bytes', () => {
    const m = measureAudio(flac(8, 200_000));
    expect(m).toMatchObject({ ok: true, format: 'flac', seconds: 8 });
    expect(measureAudio(flac(1, 1_500_000))).toEqual({ ok: false, reason: 'inconsistent' });
  });

  it('refuses what is no audio at all', () => {
    expect(measureAudio(Buffer.from('not audio at all, just words'))).toEqual({
      ok: false,
      reason: 'format',
    });
  });
});
