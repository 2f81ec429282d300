import { randomBytes } from 'node:crypto';
import { ORDER_MESSAGES } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error.ts';
import { acceptDocument, openDocument, sealDocument, sniffDocument } from './documents.ts';

/**
 * Identity documents (ARCHITECTURE §4), without a database: a file is a JPEG, PNG, WebP or PDF by
 * its first bytes, whatever its name says; anything else is refused with 415; a stored document is
 * sealed with AES-256-GCM, a fresh nonce each time, and a file changed on disk does not open.
 */

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('a document is judged by its first bytes', () => {
  it.each([
    ['a JPEG', bytes(JPEG, [0xe0], 'JFIF rest of the photo'), 'image/jpeg'],
    ['a JPEG of exactly its three signature bytes', bytes(JPEG), 'image/jpeg'],
    ['a PNG', bytes(PNG, 'IHDR and the rest'), 'image/png'],
    ['a PNG of exactly its eight signature bytes', bytes(PNG), 'image/png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 data'), 'image/webp'],
    [
      'a WebP of exactly its twelve header bytes',
      bytes('RIFF', [0, 0, 0, 0], 'WEBP'),
      'image/webp',
    ],
    ['a PDF', bytes('%PDF-1.7\nPAN card\n%%EOF'), 'application/pdf'],
    ['a PDF of exactly its five signature bytes', bytes('%PDF-'), 'application/pdf'],
  ])('%s is accepted as what it is', (_name, file, mime) => {
    expect(sniffDocument(file)).toEqual({ mime });
    expect(acceptDocument('pan', file)).toEqual({ kind: 'pan', bytes: file, mime });
  });

  it.each([
    ['a text file', bytes('just some text pretending to be a photo')],
    ['an empty file', bytes()],
    ['the first two bytes of a JPEG', bytes([0xff, 0xd8])],
    ['a JPEG signature with its third byte wrong', bytes([0xff, 0xd8, 0xfe, 0xe0], 'JFIF')],
    ['a JPEG signature with its first byte wrong', bytes([0xfe, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['a PNG signature cut after seven bytes', bytes(PNG.slice(0, 7))],
    ['a PNG signature with its last byte wrong', bytes(PNG.slice(0, 7), [0x0b], 'IHDR')],
    ['a PNG signature with its first byte wrong', bytes([0x88], PNG.slice(1), 'IHDR')],
    ['a RIFF file that is not WebP (a WAVE sound)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['WEBP without RIFF before it', bytes('RIFX', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['RIFF and WEBP with WEBP one byte late', bytes('RIFF', [0x24, 0, 0, 0, 0], 'WEBPVP8')],
    ['a WebP header cut at eleven bytes', bytes('RIFF', [0, 0, 0, 0], 'WEB')],
    ['%PDF without its dash', bytes('%PDF 1.7')],
    ['a PDF signature not at the start', bytes(' %PDF-1.7')],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
  ])('%s is refused', (_name, file) => {
    expect(sniffDocument(file)).toBeNull();
    const refusal = (() => {
      try {
        acceptDocument('other_document', file);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 415, message: ORDER_MESSAGES.badFileType });
  });

  it('keeps the kind the customer uploaded it as', () => {
    expect(acceptDocument('other_document', bytes('%PDF-1.4')).kind).toBe('other_document');
  });
});

describe('a stored document is sealed', () => {
  const key = randomBytes(32);
  const plain = bytes(JPEG, 'an identity card worth hiding');

  it('opens back to the same bytes with the same key, and the stored bytes do not show the card', () => {
    const sealed = sealDocument(key, plain);
    expect(sealed.ciphertext.includes(Buffer.from('identity card'))).toBe(false);
    expect(sealed.ciphertext.length).toBe(plain.length);
    expect(openDocument(key, sealed).equals(plain)).toBe(true);
  });

  it('takes a fresh 12-byte nonce each time: the same card sealed twice is stored differently', () => {
    const a = sealDocument(key, plain);
    const b = sealDocument(key, plain);
    expect(Buffer.from(a.iv, 'base64')).toHaveLength(12);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
    expect(Buffer.from(a.authTag, 'base64')).toHaveLength(16);
  });

  it('does not open when a byte on disk changed, when the tag is another, or under another key', () => {
    const sealed = sealDocument(key, plain);
    const flipped = Buffer.from(sealed.ciphertext);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openDocument(key, { ...sealed, ciphertext: flipped })).toThrow();
    expect(() =>
      openDocument(key, { ...sealed, authTag: sealDocument(key, plain).authTag }),
    ).toThrow();
    expect(() => openDocument(randomBytes(32), sealed)).toThrow();
  });
});
