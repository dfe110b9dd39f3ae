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

export function sniffAudio(data: Buffer): AudioFormat | undefined {
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

/** Seconds of a PCM WAV file, from its header (undefined when the header cannot be read). */
export function wavSeconds(data: Buffer): number | undefined {
  let offset = 12;
  let byteRate: number | undefined;
  while (offset + 8 <= data.length) {
    const id = data.subarray(offset, offset + 4).toString('latin1');
    const size = data.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= data.length) byteRate = data.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (!byteRate) return undefined;
      // A streamed WAV may leave the size at its maximum: the bytes actually present are what is heard.
      return Math.min(size, data.length - offset - 8) / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}
