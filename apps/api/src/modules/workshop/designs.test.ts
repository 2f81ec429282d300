import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import {
  addWorkingDays,
  DESIGN_MESSAGES,
  indiaDate,
  roundsUsedMessage,
  workingDaysBetween,
} from '@kanak/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, outboxFor, payBalance } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';
import { bearer, pieceInProduction } from '../../../test/workshop.ts';

// Two rounds per order here, so the limit is reached in a few steps (and DESIGN_ROUNDS is read).
setupShop(420, { DESIGN_ROUNDS: '2' });
let admin: string;
let png: Buffer;
beforeAll(async () => {
  admin = await adminToken(t.app);
  png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d4a017' } }).png().toBuffer();
});

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(500, 7)]);
/** The smallest binary glTF 2.0: a 12-byte header whose length is the file's, and a JSON chunk. */
function glb(): Buffer {
  const json = Buffer.from('{"asset":{"version":"2.0"}}   ');
  const chunk = Buffer.alloc(8);
  chunk.writeUInt32LE(json.length, 0);
  chunk.write('JSON', 4, 'latin1');
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length, 8);
  return Buffer.concat([header, chunk, json]);
}

type Part = [name: string, value: string] | [name: string, file: { filename: string; content: Buffer; type: string }];
/** A multipart body that may repeat a field (several `files`). */
function form(parts: Part[]) {
  const boundary = '----kanak-design-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${value.filename}"\r\ncontent-type: ${value.type}\r\n\r\n`),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const image = (content = png): Part => ['files', { filename: 'render.png', content, type: 'image/png' }];
const video: Part = ['files', { filename: 'turntable.mp4', content: MP4, type: 'video/mp4' }];
const model: Part = ['files', { filename: 'ring.glb', content: glb(), type: 'model/gltf-binary' }];

const asAdmin = () => bearer(admin);
const upload = (orderId: number, parts: Part[]) => {
  const body = form(parts);
  return t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/designs`, headers: { ...body.headers, ...asAdmin() }, payload: body.payload });
};
const uploadPhotos = (orderId: number, parts: Part[]) => {
  const body = form(parts);
  return t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/photos`, headers: { ...body.headers, ...asAdmin() }, payload: body.payload });
};
const stage = (orderId: number, to: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/stage`, headers: asAdmin(), payload: { stage: to } });
const approve = (token: string, orderId: number, designId: number) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/designs/${designId}/approve`, headers: bearer(token) });
const changes = (token: string, orderId: number, designId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/designs/${designId}/changes`, headers: bearer(token), payload });
const customerOrder = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: bearer(asha) })).json().order;
const adminOrder = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: asAdmin() })).json().order;

/** A piece in production, moved to CAD by the owner. */
async function atCad(): Promise<number> {
  const { orderId } = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
  expect((await stage(orderId, 'cad')).statusCode).toBe(200);
  return orderId;
}

async function sent(orderId: number, parts: Part[] = [image()]) {
  const res = await upload(orderId, parts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().design as { id: number; round: number; files: { kind: string; url: string; content_type: string }[] };
}

describe('design rounds', () => {
  it('are numbered and kept: a render, a video and a model in round 1, changes asked, round 2; the customer is told each time with the order link', async () => {
    const orderId = await atCad();
    const res = await upload(orderId, [['note', 'Rose gold, the halo a little finer'], image(), image(), video, model]);
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json().design;
    expect(first).toMatchObject({ round: 1, note: 'Rose gold, the halo a little finer', status: 'awaiting_customer', customer_comment: null, answered_at: null });
    expect(first.files.map((f: { kind: string }) => f.kind)).toEqual(['image', 'image', 'video', 'model']);
    expect(first.files.map((f: { content_type: string }) => f.content_type)).toEqual(['image/webp', 'image/webp', 'video/mp4', 'model/gltf-binary']);

    const asked = await changes(asha, orderId, first.id, { comment: '  A thinner band, please  ' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ message: DESIGN_MESSAGES.changesRequested, design: { id: first.id, status: 'changes_requested', customer_comment: 'A thinner band, please' } });

    const second = await sent(orderId);
    expect(second.round).toBe(2);

    const order = await customerOrder(orderId);
    expect(order.designs.map((d: { round: number; status: string }) => [d.round, d.status])).toEqual([[1, 'changes_requested'], [2, 'awaiting_customer']]);
    expect(order.designs[0].customer_comment).toBe('A thinner band, please');
    expect(order.design_rounds_max).toBe(2);
    expect((await adminOrder(orderId)).designs.map((d: { id: number }) => d.id)).toEqual([first.id, second.id]);

    const sms = (await outboxFor(t.app, '9000000420')).filter((m) => m.channel === 'sms' && m.body.includes(`order #${orderId} is ready`));
    expect(sms.map((m) => m.body)).toEqual([expect.stringContaining('(round 1 of 2)'), expect.stringContaining('(round 2 of 2)')]);
    // The link opens the customer's order page, not the back office's /admin/orders/{id}.
    for (const m of sms) expect(m.body).toMatch(new RegExp(`https?://[^ ]+/viewdetail/${orderId}$`));
    const mail = (await outboxFor(t.app, 'customer420@example.in')).filter((m) => m.subject === `Kanak order #${orderId}: your design is ready for approval`);
    expect(mail).toHaveLength(2);
  });

  it(`stop at DESIGN_ROUNDS: a third round is 409`, async () => {
    const orderId = await atCad();
    const one = await sent(orderId);
    expect((await changes(asha, orderId, one.id, { comment: 'Bigger stone' })).statusCode).toBe(200);
    const two = await sent(orderId);
    expect((await changes(asha, orderId, two.id, { comment: 'Bigger still' })).statusCode).toBe(200);
    const third = await upload(orderId, [image()]);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: roundsUsedMessage(2) });
    expect((await customerOrder(orderId)).designs).toHaveLength(2);
  });

  it('are sent only at CAD, and only once the last one is answered', async () => {
    const { orderId } = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
    const early = await upload(orderId, [image()]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DESIGN_MESSAGES.notAtCad);
    expect((await stage(orderId, 'cad')).statusCode).toBe(200);
    await sent(orderId);
    const again = await upload(orderId, [image()]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DESIGN_MESSAGES.awaitingCustomer);
    expect((await upload(999_999, [image()])).statusCode).toBe(404);
  });
});

describe('the approval gate, in the one stage change', () => {
  it('keeps the order at CAD until the latest design is approved; stepping back is allowed', async () => {
    const orderId = await atCad();
    const one = await sent(orderId);
    for (const to of ['manufacturing', 'setting', 'final']) {
      const res = await stage(orderId, to);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: DESIGN_MESSAGES.approvalBeforeProduction });
    }
    expect((await customerOrder(orderId)).production_stage).toBe('cad');
    expect((await changes(asha, orderId, one.id, { comment: 'Change the prongs' })).statusCode).toBe(200);
    expect((await stage(orderId, 'manufacturing')).statusCode).toBe(409);
    expect((await stage(orderId, 'designing')).statusCode).toBe(200);
    expect((await stage(orderId, 'cad')).statusCode).toBe(200);
    const two = await sent(orderId);
    const ok = await approve(asha, orderId, two.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: DESIGN_MESSAGES.approved, design: { id: two.id, status: 'approved', customer_comment: null } });
    expect(ok.json().design.answered_at).not.toBeNull();
    expect((await stage(orderId, 'manufacturing')).statusCode).toBe(200);
    expect((await customerOrder(orderId)).production_stage).toBe('manufacturing');
  });

  it('lets an order that never had a design move past CAD (decision 053)', async () => {
    const { orderId } = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
    expect((await stage(orderId, 'cad')).statusCode).toBe(200);
    expect((await stage(orderId, 'manufacturing')).statusCode).toBe(200);
  });

  it('refuses to dispatch a paid order whose design still waits', async () => {
    const orderId = await atCad();
    const [item] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
    await sent(orderId);
    await payBalance(t.app, asha, orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/dispatch`,
      headers: asAdmin(),
      payload: { courier: 'BlueDart', tracking_number: 'BD123', huids: { [String(item?.id)]: 'AB12CD' } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DESIGN_MESSAGES.approvalBeforeProduction);
  });
});

describe('the customer’s answer', () => {
  it('is only the order’s own customer’s, only on the latest round, and only once', async () => {
    const orderId = await atCad();
    const one = await sent(orderId);
    // Another customer's order answers like an unknown one.
    expect((await approve(ravi, orderId, one.id)).statusCode).toBe(404);
    expect((await changes(ravi, orderId, one.id, { comment: 'x' })).statusCode).toBe(404);
    expect((await approve(asha, orderId, 999_999)).statusCode).toBe(404);
    // A design of another order, asked through this one.
    const other = await atCad();
    const elsewhere = await sent(other);
    expect((await approve(asha, orderId, elsewhere.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/designs/${one.id}/approve` })).statusCode).toBe(401);

    expect((await changes(asha, orderId, one.id, { comment: 'Smaller' })).statusCode).toBe(200);
    const again = await approve(asha, orderId, one.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DESIGN_MESSAGES.alreadyAnswered);
    await sent(orderId);
    const old = await approve(asha, orderId, one.id);
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(DESIGN_MESSAGES.notLatest);
    expect((await customerOrder(orderId)).designs.map((d: { status: string }) => d.status)).toEqual(['changes_requested', 'awaiting_customer']);
  });

  it('asking for changes needs a comment of at most 1,000 characters (422 in the contract’s shape)', async () => {
    const orderId = await atCad();
    const one = await sent(orderId);
    for (const payload of [{}, { comment: '   ' }, { comment: 'x'.repeat(1001) }]) {
      const res = await changes(asha, orderId, one.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(payload.comment?.length === 1001 ? DESIGN_MESSAGES.commentTooLong : DESIGN_MESSAGES.commentRequired);
    }
    expect((await customerOrder(orderId)).designs[0].status).toBe('awaiting_customer');
  });
});

describe('bad uploads', () => {
  it('answer in the contract’s shape: wrong type 415, no files or too many 422, a long note 422', async () => {
    const orderId = await atCad();
    const text: Part = ['files', { filename: 'render.png', content: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' }];
    const bad = await upload(orderId, [image(), text]);
    expect(bad.statusCode).toBe(415);
    expect(bad.json()).toEqual({ message: DESIGN_MESSAGES.badFile });
    // A fake .glb whose declared length is not the file's is no model.
    const broken = glb();
    broken.writeUInt32LE(9999, 8);
    expect((await upload(orderId, [['files', { filename: 'x.glb', content: broken, type: 'model/gltf-binary' }]])).statusCode).toBe(415);

    const none = await upload(orderId, [['note', 'hello']]);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: DESIGN_MESSAGES.noFiles, errors: { files: [DESIGN_MESSAGES.noFiles] } });
    const empty = await upload(orderId, [['files', { filename: 'empty.png', content: Buffer.alloc(0), type: 'image/png' }]]);
    expect(empty.statusCode).toBe(422);
    expect((await upload(orderId, [video, video])).json().message).toBe(DESIGN_MESSAGES.oneVideo);
    expect((await upload(orderId, [model, model])).json().message).toBe(DESIGN_MESSAGES.oneModel);
    expect((await upload(orderId, Array.from({ length: 9 }, () => image()))).json().message).toBe(DESIGN_MESSAGES.tooManyImages);
    const note = await upload(orderId, [['note', 'x'.repeat(1001)], image()]);
    expect(note.statusCode).toBe(422);
    expect(note.json().message).toBe(DESIGN_MESSAGES.noteTooLong);
    // A body that is not multipart at all.
    const json = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/designs`, headers: asAdmin(), payload: { files: [] } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toEqual(expect.any(String));
    // Nothing was kept of the refused uploads.
    expect((await customerOrder(orderId)).designs).toEqual([]);
  });

  it('photos: a stage is required and only pictures are taken', async () => {
    const orderId = await atCad();
    const photo: Part = ['photos', { filename: 'cast.png', content: png, type: 'image/png' }];
    const noStage = await uploadPhotos(orderId, [photo]);
    expect(noStage.statusCode).toBe(422);
    expect(noStage.json()).toEqual({ message: DESIGN_MESSAGES.chooseStage, errors: { stage: [DESIGN_MESSAGES.chooseStage] } });
    expect((await uploadPhotos(orderId, [['stage', 'polishing'], photo])).statusCode).toBe(422);
    expect((await uploadPhotos(orderId, [['stage', 'setting']])).json().message).toBe(DESIGN_MESSAGES.noPhotos);
    const pdf = await uploadPhotos(orderId, [['stage', 'setting'], ['photos', { filename: 'a.pdf', content: Buffer.from('%PDF-1.4 x'), type: 'application/pdf' }]]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ message: DESIGN_MESSAGES.badPhoto });
  });
});

describe('delivery_by', () => {
  it('moves by the working days the order waited on the customer, and the order says so', async () => {
    const orderId = await atCad();
    const before = await customerOrder(orderId);
    expect(before).toMatchObject({ design_wait_working_days: 0, delivery_note: null });
    const one = await sent(orderId);
    // Sent on Tuesday 1 December 2026 (India), changes asked on Friday the 4th: 3 working days.
    await t.app.database.db.update(schema.orderDesigns).set({ createdAt: new Date('2026-12-01T05:00:00Z') }).where(eq(schema.orderDesigns.id, one.id));
    expect((await changes(asha, orderId, one.id, { comment: 'Rounder' })).statusCode).toBe(200);
    await t.app.database.db.update(schema.orderDesigns).set({ answeredAt: new Date('2026-12-04T09:00:00Z') }).where(eq(schema.orderDesigns.id, one.id));
    // Round 2 sent Saturday the 5th and approved Monday the 7th: 1 more (Sunday is no working day).
    const two = await sent(orderId);
    expect((await approve(asha, orderId, two.id)).statusCode).toBe(200);
    await t.app.database.db
      .update(schema.orderDesigns)
      .set({ createdAt: new Date('2026-12-05T05:00:00Z'), answeredAt: new Date('2026-12-07T05:00:00Z') })
      .where(eq(schema.orderDesigns.id, two.id));

    const after = await customerOrder(orderId);
    expect(after.designs.map((d: { waited_working_days: number }) => d.waited_working_days)).toEqual([3, 1]);
    expect(after.design_wait_working_days).toBe(4);
    expect(after.delivery_by).toBe(addWorkingDays(before.delivery_by, 4, []));
    expect(after.delivery_note).toBe('Delivery moved by 4 working days while the design waited for your approval.');
    const shop = await adminOrder(orderId);
    expect(shop).toMatchObject({ delivery_by: after.delivery_by, delivery_note: after.delivery_note });
  });

  it('keeps moving while a design still waits, and skips the shop’s holidays', async () => {
    const orderId = await atCad();
    const before = await customerOrder(orderId);
    const one = await sent(orderId);
    const sentAt = new Date(Date.now() - 12 * 24 * 60 * 60_000);
    await t.app.database.db.update(schema.orderDesigns).set({ createdAt: sentAt }).where(eq(schema.orderDesigns.id, one.id));
    // A holiday while it waited (a weekday: Sundays are closed anyway) is no working day.
    const day = (n: number) => indiaDate(new Date(Date.now() - n * 24 * 60 * 60_000));
    const holiday = new Date(`${day(5)}T00:00:00Z`).getUTCDay() === 0 ? day(6) : day(5);
    await t.app.database.db.insert(schema.shopHolidays).values({ date: holiday, name: 'Guru Nanak Jayanti' });
    const waited = workingDaysBetween(indiaDate(sentAt), indiaDate(new Date()), [holiday]);
    expect(waited).toBe(workingDaysBetween(indiaDate(sentAt), indiaDate(new Date()), []) - 1);
    const after = await customerOrder(orderId);
    expect(after.design_wait_working_days).toBe(waited);
    expect(after.delivery_by).toBe(addWorkingDays(before.delivery_by, waited, [holiday]));
    expect(after.designs[0].answered_at).toBeNull();
  });
});

describe('files and photos for the customer', () => {
  it('photos appear under their stage in the customer’s order, without the camera’s metadata, and only to that customer and the shop', async () => {
    const orderId = await atCad();
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0c0c0' } })
      .withExif({ IFD0: { Copyright: 'Bench camera', Artist: 'Karigar' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await uploadPhotos(orderId, [['stage', 'manufacturing'], ['photos', { filename: 'cast.jpg', content: jpeg, type: 'image/jpeg' }], ['photos', { filename: 'cast2.png', content: png, type: 'image/png' }]]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().photos).toHaveLength(2);
    await uploadPhotos(orderId, [['stage', 'setting'], ['photos', { filename: 'set.png', content: png, type: 'image/png' }]]);

    const order = await customerOrder(orderId);
    expect(order.photos.map((p: { stage: string }) => p.stage)).toEqual(['manufacturing', 'manufacturing', 'setting']);
    const url = order.photos[0].url as string;
    expect(url).toBe(`/api/orders/${orderId}/photos/${order.photos[0].id}`);
    const got = await t.app.inject({ method: 'GET', url, headers: bearer(asha) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(ravi) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: asAdmin() })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await adminOrder(orderId)).photos).toHaveLength(3);
  });

  it('design files are served to the order’s customer, a video by byte range', async () => {
    const orderId = await atCad();
    const design = await sent(orderId, [image(), video, model]);
    const [pic, clip, glbFile] = design.files;
    const shown = await t.app.inject({ method: 'GET', url: pic?.url ?? '', headers: bearer(asha) });
    expect(shown.statusCode).toBe(200);
    // Encoded to fit 2000 px and no larger than it came: 1200 × 900 stays.
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    const part = await t.app.inject({ method: 'GET', url: clip?.url ?? '', headers: { ...bearer(asha), range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypmp42');
    const tail = await t.app.inject({ method: 'GET', url: clip?.url ?? '', headers: { ...bearer(asha), range: 'bytes=-3' } });
    expect(tail.headers['content-range']).toBe(`bytes ${MP4.length - 3}-${MP4.length - 1}/${MP4.length}`);
    const past = await t.app.inject({ method: 'GET', url: clip?.url ?? '', headers: { ...bearer(asha), range: `bytes=${MP4.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${MP4.length}`);
    expect(past.json()).toEqual({ message: DESIGN_MESSAGES.rangeNotSatisfiable });
    const whole = await t.app.inject({ method: 'GET', url: glbFile?.url ?? '', headers: bearer(asha) });
    expect(whole.headers['content-type']).toBe('model/gltf-binary');
    expect(whole.rawPayload.equals(glb())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: pic?.url ?? '', headers: bearer(ravi) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/designs/${design.id}/files/9`, headers: bearer(asha) })).statusCode).toBe(404);
  });
});
