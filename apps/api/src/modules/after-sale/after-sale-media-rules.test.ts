/**
 * The photos and the video of an after-sale request (ARCHITECTURE §7): up to five photos and one
 * video, each judged by its bytes whatever its name says (MP4, MOV and WebM videos; a "video" that is
 * a photo or too short to be one is 415), each held to its size (413 saying the limit), a sixth photo
 * 422 on the photos field; every file served back to its customer and to the shop as the type its
 * bytes are, inline, never sniffed, the bytes as sent. A request without files may come as JSON, its
 * pieces named as the order page or a script names them. Only the customer reaches their request,
 * only the shop its inbox.
 */
import {
  AFTER_SALE_MESSAGES,
  AFTER_SALE_PHOTO_MAX_BYTES,
  AFTER_SALE_VIDEO_MAX_BYTES,
} from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';

import { FILES, multipartBody, type FilePart } from '../../../test/orders.ts';
import { ashasDeliveredRing } from '../../../test/after-sale.ts';
import { asha, setupShop, t } from '../../../test/shop.ts';

setupShop(951);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a photo of a bent prong'),
]);
const MOV = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  '),
  Buffer.alloc(32),
]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(32),
]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm matroska')]);

const delivered = () =>
  ashasDeliveredRing(admin);

function ask(
  orderId: number,
  itemId: number,
  files: [string, FilePart][],
  kind = 'return',
  token = asha,
) {
  const body = multipartBody([
    ['kind', kind],
    ['item_ids[]', String(itemId)],
    ['reason', 'Manufacturing defect'],
  ]);
  // multipartBody takes one file a field: the photos are appended as repeated parts here.
  const boundary = '----kanak-order-boundary';
  const parts = files.map(([name, f]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${f.filename}"\r\ncontent-type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  );
  const end = Buffer.from(`--${boundary}--\r\n`);
  const payload = Buffer.concat([
    body.payload.subarray(0, body.payload.length - end.length),
    ...parts,
    end,
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/after-sale`,
    headers: { ...body.headers, ...(token ? as(token) : {}) },
    payload,
  });
}
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? as(token) : {} });
const photo = (n: number): [string, FilePart] => [
  'photos',
  { filename: `prong-${n}.png`, content: PNG, type: 'image/png' },
];

describe('the files of a request', () => {
  it('keeps five photos and a MOV video, each as its bytes say, and serves each back inline, never sniffed, to the customer and the shop', async () => {
    const { orderId, itemId } = await delivered();
    const res = await ask(orderId, itemId, [
      photo(1),
      ['photos', { filename: 'id.jpg', content: FILES.jpeg }],
      photo(3),
      photo(4),
      photo(5),
      ['video', { filename: 'clip.mp4', content: MOV, type: 'video/mp4' }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const media = res.json().request.media as { kind: string; url: string }[];
    expect(media.map((m) => m.kind)).toEqual([
      'photo',
      'photo',
      'photo',
      'photo',
      'photo',
      'video',
    ]);
    const expected = [
      ['image/png', PNG],
      ['image/jpeg', FILES.jpeg],
      ['image/png', PNG],
      ['image/png', PNG],
      ['image/png', PNG],
      ['video/quicktime', MOV],
    ] as const;
    for (const [n, [mime, bytes]] of expected.entries()) {
      for (const [url, token] of [
        [`/api/after-sale/${res.json().request.id}/media/${n}`, asha],
        [`/api/admin/after-sale/${res.json().request.id}/media/${n}`, admin],
      ] as const) {
        const file = await get(url, token);
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-type'], url).toBe(mime);
        expect(file.headers['content-disposition']).toBe('inline');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.rawPayload.equals(bytes), url).toBe(true);
      }
    }
  });

  it('takes a full form: five photos of 5 MB each and a video of 25 MB', async () => {
    const { orderId, itemId } = await delivered();
    const fullPhoto = Buffer.concat([
      PNG,
      Buffer.alloc(AFTER_SALE_PHOTO_MAX_BYTES - PNG.length, 7),
    ]);
    const fullVideo = Buffer.concat([
      MP4,
      Buffer.alloc(AFTER_SALE_VIDEO_MAX_BYTES - MP4.length, 9),
    ]);
    const files: [string, FilePart][] = [1, 2, 3, 4, 5].map((n) => [
      'photos',
      { filename: `full-${n}.png`, content: fullPhoto, type: 'image/png' },
    ]);
    files.push(['video', { filename: 'full.mp4', content: fullVideo, type: 'video/mp4' }]);
    const res = await ask(orderId, itemId, files);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().request.media.map((m: { kind: string }) => m.kind)).toEqual([
      'photo',
      'photo',
      'photo',
      'photo',
      'photo',
      'video',
    ]);
    const video = await get(`/api/after-sale/${res.json().request.id}/media/5`, asha);
    expect(video.rawPayload.length).toBe(AFTER_SALE_VIDEO_MAX_BYTES);
  }, 60_000);

  it('takes a WebM or an MP4 video by its bytes', async () => {
    for (const [video, mime] of [
      [WEBM, 'video/webm'],
      [MP4, 'video/mp4'],
    ] as const) {
      const { orderId, itemId } = await delivered();
      const res = await ask(orderId, itemId, [['video', { filename: 'clip.bin', content: video }]]);
      expect(res.statusCode, res.body).toBe(200);
      const file = await get(`/api/after-sale/${res.json().request.id}/media/0`, asha);
      expect(file.headers['content-type']).toBe(mime);
    }
  });

  it('takes a video that is its signature alone: an MP4 box header of 12 bytes, the four bytes of WebM', async () => {
    // ISO base media starts with a box: 4 bytes of size, "ftyp", the 4-byte brand; Matroska/WebM
    // with EBML's 4-byte magic. A file that is just that is judged by it like any longer one.
    for (const [video, mime] of [
      [MP4.subarray(0, 12), 'video/mp4'],
      [MOV.subarray(0, 12), 'video/quicktime'],
      [WEBM.subarray(0, 4), 'video/webm'],
    ] as const) {
      const { orderId, itemId } = await delivered();
      const res = await ask(orderId, itemId, [['video', { filename: 'clip.bin', content: video }]]);
      expect(res.statusCode, `${mime}: ${res.body}`).toBe(200);
      const file = await get(`/api/after-sale/${res.json().request.id}/media/0`, asha);
      expect(file.headers['content-type']).toBe(mime);
      expect(file.rawPayload.equals(video)).toBe(true);
    }
  });

  it('refuses a sixth photo (422 on photos), a photo over 5 MB and a video over 25 MB (413 saying so), a video that is no video (415), and opens nothing', async () => {
    const { orderId, itemId } = await delivered();
    const six = await ask(orderId, itemId, [1, 2, 3, 4, 5, 6].map(photo));
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.photos).toEqual([AFTER_SALE_MESSAGES.tooManyPhotos]);

    const bigPhoto = await ask(orderId, itemId, [
      [
        'photos',
        {
          filename: 'big.png',
          content: Buffer.concat([PNG, Buffer.alloc(AFTER_SALE_PHOTO_MAX_BYTES)]),
        },
      ],
    ]);
    expect(bigPhoto.statusCode).toBe(413);
    expect(bigPhoto.json().message).toBe(AFTER_SALE_MESSAGES.photoTooLarge);
    // Exactly the limit is a photo the shop takes (checked on the refused side only: it opens nothing here).
    const bigVideo = await ask(orderId, itemId, [
      [
        'video',
        {
          filename: 'long.mp4',
          content: Buffer.concat([MP4, Buffer.alloc(AFTER_SALE_VIDEO_MAX_BYTES)]),
        },
      ],
    ]);
    expect(bigVideo.statusCode).toBe(413);
    expect(bigVideo.json().message).toBe(AFTER_SALE_MESSAGES.videoTooLarge);

    for (const [name, content] of [
      ['a photo', PNG],
      ['eleven bytes of ftyp', MP4.subarray(0, 11)],
      ['three bytes of WebM', WEBM.subarray(0, 3)],
      [
        'a WebM header off by one',
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa4]), Buffer.alloc(12)]),
      ],
      // EBML's four signature bytes, each one wrong in turn: the whole signature, not part of it.
      [
        'a WebM header wrong at its first byte',
        Buffer.concat([Buffer.from([0x1b, 0x45, 0xdf, 0xa3]), Buffer.alloc(12)]),
      ],
      [
        'a WebM header wrong at its second byte',
        Buffer.concat([Buffer.from([0x1a, 0x44, 0xdf, 0xa3]), Buffer.alloc(12)]),
      ],
      [
        'a WebM header wrong at its third byte',
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xde, 0xa3]), Buffer.alloc(12)]),
      ],
    ] as const) {
      const res = await ask(orderId, itemId, [
        ['video', { filename: 'clip.mp4', content, type: 'video/mp4' }],
      ]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe(AFTER_SALE_MESSAGES.badVideo);
    }
    const notAPhoto = await ask(orderId, itemId, [
      ['photos', { filename: 'clip.png', content: MP4, type: 'image/png' }],
    ]);
    expect(notAPhoto.statusCode).toBe(415);
    expect(notAPhoto.json().message).toBe(AFTER_SALE_MESSAGES.badPhoto);
    expect(
      (await get('/api/after-sale', asha))
        .json()
        .requests.filter((r: { order_id: number }) => r.order_id === orderId),
    ).toEqual([]);
  });
});

describe('a request sent as JSON', () => {
  it('names its pieces as a list, as indexed fields or as one field: each the same request', async () => {
    const { orderId, itemId } = await delivered();
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/after-sale`,
        headers: as(asha),
        payload: { kind: 'maintenance', reason: 'Cleaning and polishing', ...payload },
      });
    const first = await post({ item_ids: [itemId], details: 7 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().request).toMatchObject({
      kind: 'maintenance',
      reason: 'Cleaning and polishing',
      items: [expect.objectContaining({ order_item_id: itemId })],
    });
    // A field that is not text is no text the customer wrote.
    expect(first.json().request.details ?? '').toBe('');
    for (const named of [
      { 'item_ids[0]': itemId },
      { 'item_ids[]': String(itemId) },
      { item_ids: String(itemId) },
    ]) {
      const again = await post(named);
      expect(again.statusCode, JSON.stringify(named)).toBe(200);
      expect(again.json().request.id).toBe(first.json().request.id);
    }
  });
});

describe('who reaches what', () => {
  it('is 401 without signing in, and 403 to a customer at the shop’s inbox, steps and files', async () => {
    const { orderId, itemId } = await delivered();
    expect((await ask(orderId, itemId, [], 'return', '')).statusCode).toBe(401);
    expect((await get('/api/after-sale')).statusCode).toBe(401);
    const asked = await ask(orderId, itemId, [photo(1)]);
    const id = asked.json().request.id as number;
    expect((await get(`/api/after-sale/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/after-sale/${id}/media/0`)).statusCode).toBe(401);
    expect((await get('/api/admin/after-sale', asha)).statusCode).toBe(403);
    expect((await get(`/api/admin/after-sale/${id}`, asha)).statusCode).toBe(403);
    expect((await get(`/api/admin/after-sale/${id}/media/0`, asha)).statusCode).toBe(403);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/after-sale/${id}/status`,
      headers: as(asha),
      payload: { status: 'approved' },
    });
    expect(moved.statusCode).toBe(403);
    expect((await get(`/api/admin/after-sale/${id}`, admin)).json().request.status).toBe(
      'requested',
    );
  });

  it('the shop’s inbox refuses a filter it does not know with 422', async () => {
    expect((await get('/api/admin/after-sale?kind=refund', admin)).statusCode).toBe(422);
    expect((await get('/api/admin/after-sale?status=lost', admin)).statusCode).toBe(422);
  });
});
