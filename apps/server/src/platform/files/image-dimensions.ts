/**
 * An image's width and height as its header states them, read without decoding a pixel: PNG
 * (IHDR), GIF (logical screen), WebP (VP8, VP8L, VP8X) and JPEG (the first SOF segment). null when
 * the bytes hold no readable header, which no browser could decode either.
 */
export type ImageDimensions = { width: number; height: number };

const ascii = (b: Buffer, at: number, length: number) => b.subarray(at, at + length).toString("latin1");

function png(b: Buffer): ImageDimensions | null {
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gif(b: Buffer): ImageDimensions | null {
  if (b.length < 10) return null;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function webp(b: Buffer): ImageDimensions | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 " && b.length >= 30)
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L" && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && b.length >= 30)
    return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): C0–CF but C4, C8, CC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Buffer): ImageDimensions | null {
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: restart markers, SOI, TEM.
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    if (isStartOfFrame(marker))
      return at + 9 <= b.length ? { width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) } : null;
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

const READERS: Record<string, (b: Buffer) => ImageDimensions | null> = {
  "image/png": png,
  "image/gif": gif,
  "image/webp": webp,
  "image/jpeg": jpeg,
};

/** The dimensions of an image of the given sniffed type (image-sniff.ts). */
export function imageDimensions(type: string, bytes: Buffer): ImageDimensions | null {
  return READERS[type]?.(bytes) ?? null;
}
