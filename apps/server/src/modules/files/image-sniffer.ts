export interface SniffedImage {
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/bmp';
  extension: string;
}

/** Bytes needed by `sniffImage`. */
export const SNIFF_BYTES = 32;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * Recognises raster images by their magic bytes, whatever the name or Content-Type claim. SVG is deliberately
 * not an image here: it can carry script, so it is only accepted as an attachment (served for download).
 */
export function sniffImage(head: Uint8Array): SniffedImage | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mimeType: 'image/png', extension: 'png' };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) {
    return { mimeType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  // "BM" alone is too weak; also require a known DIB header size at offset 14.
  if (startsWith(head, ascii('BM')) && head.length >= 18) {
    const dibSize =
      (head[14] ?? 0) | ((head[15] ?? 0) << 8) | ((head[16] ?? 0) << 16) | ((head[17] ?? 0) << 24);
    if ([12, 40, 52, 56, 64, 108, 124].includes(dibSize)) return { mimeType: 'image/bmp', extension: 'bmp' };
  }
  return null;
}
