import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

interface FilePart {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----haat${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(`${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photos'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function picture(width: number, height: number, red: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 40 } } });
}

const png = (red: number) => picture(640, 480, red).png().toBuffer();

/** A PNG whose header claims 20000 × 20000 pixels but holds almost no data. */
function pixelFlood(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /upload', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signInAs(t, 'Admin')).cookie;
  });
  afterAll(() => t.close());

  async function upload(files: FilePart[], cookie = admin, fields: Record<string, string> = {}) {
    const body = multipart(files, fields);
    return t.request({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  }

  async function imageCount(): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('stores each image as WebP and answers their addresses in order', async () => {
    const jpeg = await picture(2400, 1200, 30).jpeg().toBuffer();
    const res = await upload(
      [
        { name: 'kurta.jpg', type: 'image/jpeg', data: jpeg },
        { name: 'saree.png', type: 'image/png', data: await png(200) },
      ],
      admin,
      { note: 'ignored' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const addresses: string[] = res.json();
    expect(addresses).toHaveLength(2);
    for (const address of addresses) expect(address).toMatch(/^\/images\/[0-9a-f]{32}\.webp$/);

    const large = await t.request({ method: 'GET', url: addresses[0]! });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1600);
    const small = await t.request({
      method: 'GET',
      url: addresses[0]!.replace('.webp', '-400.webp'),
    });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
  });

  it('stores the same picture once', async () => {
    const data = await png(77);
    const before = await imageCount();
    const first = await upload([{ name: 'a.png', type: 'image/png', data }]);
    const second = await upload([
      { name: 'b.png', type: 'image/png', data },
      { name: 'c.png', type: 'image/png', data },
    ]);
    expect(second.json()).toEqual([first.json()[0], first.json()[0]]);
    expect(await imageCount()).toBe(before + 1);
  });

  it('refuses SVG and text renamed .png as an unsupported type (415)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const file of [
      { name: 'logo.svg', type: 'image/svg+xml', data: svg },
      { name: 'logo.png', type: 'image/png', data: svg },
      { name: 'notes.png', type: 'image/png', data: Buffer.from('not a picture at all') },
    ]) {
      const res = await upload([file]);
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json().message).toBe('Only JPEG, PNG, WebP or AVIF images can be uploaded.');
    }
  });

  it('refuses a file over 5 MB (413)', async () => {
    const res = await upload([
      { name: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Images can be at most 5 MB.');
  });

  it('refuses a pixel flood without decoding it (413)', async () => {
    const res = await upload([{ name: 'flood.png', type: 'image/png', data: pixelFlood() }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Images can be at most 40 megapixels.');
  });

  it('refuses more than 10 files (400)', async () => {
    const data = await png(10);
    const files = Array.from({ length: 11 }, (_, i) => ({
      name: `p${i}.png`,
      type: 'image/png',
      data,
    }));
    const before = await imageCount();
    const res = await upload(files);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'At most 10 images can be uploaded at once.',
      fields: { photos: 'At most 10 images.' },
    });
    expect(await imageCount()).toBe(before);
    expect((await upload(files.slice(0, 10))).statusCode).toBe(201);
  });

  it('stores nothing when any file of the request is refused', async () => {
    const before = await imageCount();
    for (const bad of [
      { name: 'x.png', type: 'image/png', data: Buffer.from('text') },
      { name: 'flood.png', type: 'image/png', data: pixelFlood() },
      { name: 'big.png', type: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 1) },
    ]) {
      const res = await upload([
        { name: 'good.png', type: 'image/png', data: await png(150) },
        bad,
        { name: 'good2.png', type: 'image/png', data: await png(151) },
      ]);
      expect(res.statusCode, bad.name).toBeGreaterThanOrEqual(400);
      expect(await imageCount(), bad.name).toBe(before);
    }
  });

  it('needs at least one file under photos, sent as multipart (400, 415)', async () => {
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one image to upload.');

    const wrongField = await upload([
      { field: 'image', name: 'a.png', type: 'image/png', data: await png(5) },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe("Send the images under 'photos'.");

    const json = await t.request({
      method: 'POST',
      url: '/api/upload',
      payload: { photos: ['a'] },
      headers: { cookie: admin },
    });
    expect(json.statusCode).toBe(415);
  });

  it('lets only the admin upload (401 signed out, 403 customer and agent)', async () => {
    const data = await png(99);
    const customer = (await signInAs(t, 'Customer')).cookie;
    const agent = (await signInAs(t, 'Agent')).cookie;
    const before = await imageCount();
    expect((await upload([{ name: 'a.png', type: 'image/png', data }], '')).statusCode).toBe(401);
    for (const cookie of [customer, agent]) {
      const res = await upload([{ name: 'a.png', type: 'image/png', data }], cookie);
      expect(res.statusCode).toBe(403);
    }
    expect(await imageCount()).toBe(before);
  });
});
