import { MESSAGES } from '@kanak/domain';

/** Image types a customer may upload with a request, judged by their first bytes, never the name. */
export type ImageKind = { ext: 'jpg' | 'png' | 'webp'; mime: string };

/**
 * Sniffs JPEG, PNG and WebP signatures. A renamed script or an SVG (which can carry script) is
 * refused whatever its file name or declared type says.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: 'jpg', mime: 'image/jpeg' };
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b))
    return { ext: 'png', mime: 'image/png' };
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return null;
}

export const BAD_IMAGE_MESSAGE = MESSAGES.requests.badImage;
