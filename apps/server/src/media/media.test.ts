import crypto from 'node:crypto';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from '../http/serializer.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/errors.ts';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { ImageRejected, processImage } from './image-processing.ts';
import { storeImage } from './media.queries.ts';
import { imagePath, previewImagePath } from './image-path.ts';
import { mediaRoutes } from './media.routes.ts';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

/** A PNG whose header declares width × height but whose pixel data is a few bytes. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rejection(input: Buffer): Promise<ImageRejected> {
  const error: unknown = await processImage(input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

describe('processImage', () => {
  it('re-encodes a PNG to WebP at most 1600 px wide plus a 400 px variant', async () => {
    const png = await solid(2400, 1200).png().toBuffer();
    const image = await processImage(png);
    const large = await sharp(image.data).metadata();
    const small = await sharp(image.dataSmall).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 800]);
    expect([image.width, image.height]).toEqual([1600, 800]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 200]);
    expect(image.id).toBe(
      crypto.createHash('sha256').update(image.data).digest('hex').slice(0, 32),
    );
  });

  it('strips EXIF from a JPEG after applying its orientation', async () => {
    const jpeg = await solid(800, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('Camera owner'))).toBe(true);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await processImage(jpeg);
    const large = await sharp(image.data).metadata();
    expect(large.exif).toBeUndefined();
    expect(large.icc).toBeUndefined();
    expect([large.width, large.height]).toEqual([600, 800]);
    expect(image.data.includes(Buffer.from('Camera owner'))).toBe(false);
  });

  it('never enlarges a small image, and accepts WebP and AVIF', async () => {
    for (const input of [
      await solid(300, 200).webp().toBuffer(),
      await solid(300, 200).avif().toBuffer(),
    ]) {
      const image = await processImage(input);
      expect([image.width, image.height]).toEqual([300, 200]);
      expect((await sharp(image.dataSmall).metadata()).width).toBe(300);
    }
  });

  it('gives the same picture the same id', async () => {
    const png = await solid(500, 500).png().toBuffer();
    expect((await processImage(png)).id).toBe((await processImage(png)).id);
  });

  it('refuses SVG, text, GIF and video as an unsupported type (415)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await solid(10, 10).gif().toBuffer();
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom\0\0\0\0isommp41', 'latin1'),
      Buffer.alloc(64),
    ]);
    for (const input of [svg, Buffer.from('just some text, not an image'), gif, mp4]) {
      const error = await rejection(input);
      expect(error.status).toBe(415);
      expect(error.message).toBe('Only JPEG, PNG, WebP or AVIF images can be uploaded.');
    }
  });

  it('refuses a pixel flood (413) from its header, without decoding it', async () => {
    const error = await rejection(pngHeaderOnly(20_000, 20_000));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Images can be at most 40 megapixels.');
  });

  it('refuses a file over 5 MB (413), an empty file and undecodable bytes (400)', async () => {
    expect((await rejection(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff))).status).toBe(413);
    expect((await rejection(Buffer.alloc(0))).status).toBe(400);
    const png = await solid(200, 200).png().toBuffer();
    const truncated = Buffer.concat([png.subarray(0, 60), Buffer.alloc(40, 7)]);
    expect((await rejection(truncated)).status).toBe(400);
  });
});

describe('stored images', () => {
  let db: TestDb;
  let app: FastifyInstance;
  let id: string;
  let large: Buffer;
  let small: Buffer;

  beforeAll(async () => {
    db = await createTestDb();
    const image = await processImage(await solid(900, 600).png().toBuffer());
    ({ id, data: large, dataSmall: small } = image);
    expect(await storeImage(db.kysely, image)).toBe(id);
    expect(await storeImage(db.kysely, image)).toBe(id);

    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(mediaRoutes, { db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('are stored once per content, with their size', async () => {
    const rows = await db.kysely
      .selectFrom('images')
      .select(['id', 'mime', 'width', 'height', 'bytes'])
      .execute();
    expect(rows).toEqual([
      { id, mime: 'image/webp', width: 900, height: 600, bytes: large.length },
    ]);
  });

  it('are served as immutable WebP, large and small', async () => {
    expect(imagePath(id)).toBe(`/images/${id}.webp`);
    expect(imagePath(id, 'small')).toBe(`/images/${id}-400.webp`);
    for (const [path, bytes, etag] of [
      [imagePath(id), large, `"${id}"`],
      [imagePath(id, 'small'), small, `"${id}-400"`],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBe(etag);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('give link previews a JPEG, made once from the stored image and then kept', async () => {
    const wide = await processImage(await solid(2400, 1500).jpeg().toBuffer());
    await storeImage(db.kysely, wide);
    const stored = () =>
      db.kysely
        .selectFrom('images')
        .select('data_jpeg')
        .where('id', '=', wide.id)
        .executeTakeFirstOrThrow();
    expect((await stored()).data_jpeg).toBeNull();

    const first = await app.inject({ method: 'GET', url: previewImagePath(wide.id) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toBe(`"${wide.id}-jpg"`);
    // The large WebP is 1600 × 1000; the preview 1200 × 750.
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 750,
    });
    expect((await stored()).data_jpeg?.equals(first.rawPayload)).toBe(true);

    // Later requests send the kept bytes: nothing is encoded again.
    const kept = Buffer.from('kept jpeg');
    await db.kysely
      .updateTable('images')
      .set({ data_jpeg: kept })
      .where('id', '=', wide.id)
      .execute();
    const again = await app.inject({ method: 'GET', url: previewImagePath(wide.id) });
    expect(again.rawPayload.equals(kept)).toBe(true);

    // A picture narrower than 1200 px keeps its size.
    const small = await app.inject({ method: 'GET', url: previewImagePath(id) });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 900, height: 600 });
    const unknown = await app.inject({ method: 'GET', url: previewImagePath('0'.repeat(32)) });
    expect(unknown.statusCode).toBe(404);
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const response = await app.inject({
      method: 'GET',
      url: imagePath(id),
      headers: { 'if-none-match': `W/"other", "${id}"` },
    });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
  });

  it('answer 404 for an unknown image or a malformed name', async () => {
    for (const url of [
      `/images/${'0'.repeat(32)}.webp`,
      `/images/${id}.png`,
      `/images/${id}-400.jpg`,
      `/images/${id}.jpeg`,
      `/images/${id.toUpperCase()}.webp`,
      '/images/..%2Fsecret.webp',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Image not found.', error: 'Image not found.' });
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });
});
