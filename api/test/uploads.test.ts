import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { FileAsset } from '@vitrin/shared-libs/types/files';
import { ok } from '../src/lib/http';
import { detectType, removeFiles, storeUpload, toFileAsset, type UploadKind, uploadedFiles } from '../src/lib/uploads';
import { buildTestApp, describeEngines, rowCount, type TestApp } from './helpers';
import { multipart, type MultipartFile } from './multipart';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

const MB = 1024 * 1024;

/** Test-only routes: store every file of the `file` field as `kind`, and remove stored files by id. */
function uploadRoutes(app: FastifyInstance) {
  app.post<{ Params: { kind: UploadKind } }>(
    '/api/test-upload/:kind',
    { config: { files: { file: 'image_or_document' } } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const assets: FileAsset[] = [];
      for (const file of uploadedFiles(body.file)) {
        assets.push(toFileAsset(await storeUpload(app, file, request.params.kind, { field: 'file', folder: 'test' })));
      }
      return ok(assets);
    },
  );
  app.delete<{ Params: { id: string } }>('/api/test-upload/:id', async (request) => {
    await removeFiles(app, [Number(request.params.id), null, undefined]);
    return ok(null);
  });
}

/** A PNG whose header claims 30000 × 30000 pixels (900 megapixels) but whose data is a few bytes. */
function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A buffer of `size` bytes starting with `magic`. */
const padded = (magic: string | number[], size: number) => {
  const data = Buffer.alloc(size, 0x20);
  (typeof magic === 'string' ? Buffer.from(magic, 'latin1') : Buffer.from(magic)).copy(data);
  return data;
};

describe('detectType', () => {
  test('knows each accepted type by its first bytes, whatever the name', () => {
    expect(detectType(padded([0xff, 0xd8, 0xff, 0xe0], 10))).toBe('jpeg');
    expect(detectType(padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 10))).toBe('png');
    expect(detectType(padded('GIF89a', 10))).toBe('gif');
    expect(detectType(padded('RIFF\0\0\0\0WEBPVP8 ', 20))).toBe('webp');
    expect(detectType(padded('%PDF-1.7', 10))).toBe('pdf');
    expect(detectType(padded([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 10))).toBe('doc');
    expect(detectType(Buffer.from('PK\x03\x04....[Content_Types].xml....word/document.xml', 'latin1'))).toBe('docx');
    expect(detectType(Buffer.from('PK\x03\x04....[Content_Types].xml....xl/workbook.xml', 'latin1'))).toBeNull();
    expect(detectType(Buffer.from('<?php echo 1; ?>'))).toBeNull();
    expect(detectType(Buffer.alloc(0))).toBeNull();
  });
});

describeEngines('uploads (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine, beforeReady: uploadRoutes });
  });
  afterAll(() => t.close());

  const send = (kind: UploadKind, files: MultipartFile | MultipartFile[]) => {
    const form = multipart({ title: 'x', file: files });
    return t.app.inject({
      method: 'POST',
      url: `/api/test-upload/${kind}`,
      headers: { ...t.headers(), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const fileCount = () => rowCount(t.app, 'files');
  const testFolderFiles = (): string[] => {
    const root = path.join(t.config.uploadsDir, 'test');
    return existsSync(root) ? (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)) : [];
  };

  test.each<[string, UploadKind, MultipartFile, string]>([
    [
      'a PHP file renamed .jpg',
      'image',
      { filename: 'shell.jpg', contentType: 'image/jpeg', data: Buffer.from("<?php system($_GET['c']); ?>") },
      'Dosya türü desteklenmiyor',
    ],
    ['a 0-byte file', 'image', { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) }, 'Dosya boş'],
    [
      'an image one byte over 10 MB',
      'image',
      { filename: 'big.jpg', data: padded([0xff, 0xd8, 0xff, 0xe0], 10 * MB + 1) },
      'Dosya çok büyük (en fazla 10 MB)',
    ],
    [
      'a CV one byte over 5 MB',
      'cv',
      { filename: 'cv.pdf', data: padded('%PDF-1.7\n', 5 * MB + 1) },
      'Dosya çok büyük (en fazla 5 MB)',
    ],
    [
      'a PDF one byte over 25 MB (cut by the multipart limit)',
      'document',
      { filename: 'catalogue.pdf', data: padded('%PDF-1.7\n', 25 * MB + 1) },
      'Dosya çok büyük (en fazla 25 MB)',
    ],
    ['an image bomb (30000 × 30000 px)', 'image', { filename: 'bomb.png', data: pngBomb() }, 'Görselin çözünürlüğü çok yüksek'],
    [
      'JPEG magic bytes followed by garbage',
      'image',
      { filename: 'broken.jpg', data: padded([0xff, 0xd8, 0xff, 0xe0], 2048) },
      'Görsel okunamadı',
    ],
    [
      'a PDF where only images are accepted',
      'image',
      { filename: 'photo.jpg', data: padded('%PDF-1.4\n', 100) },
      'Dosya türü desteklenmiyor',
    ],
    ['a JPEG as a CV', 'cv', { filename: 'cv.pdf', data: padded([0xff, 0xd8, 0xff, 0xe0], 100) }, 'Dosya türü desteklenmiyor'],
  ])('refuses %s with 422 naming the field, storing nothing', async (_name, kind, file, message) => {
    const before = await fileCount();
    const res = await send(kind, file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, data: null, errors: { file: message } });
    expect(await fileCount()).toBe(before);
    expect(testFolderFiles()).toEqual([]);
  });

  test('a real JPEG comes back as WebP variants on disk, served under /uploads/, and removeFiles deletes them', async () => {
    const res = await send('image', { filename: '../../Ön Yüz.jpg', contentType: 'text/plain', data: await jpeg(2000, 1200) });
    expect(res.statusCode).toBe(200);
    const [asset] = res.json().data as FileAsset[];
    expect(asset).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 2000, height: 1200, name: 'Ön Yüz.jpg' });
    expect(asset!.url).toMatch(/^\/uploads\/test\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(asset!.variants.map((v) => v.width)).toEqual([320, 800, 1600]);

    for (const variant of asset!.variants) {
      expect(variant.url).toMatch(/\.webp$/);
      const served = await t.app.inject({ url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: Math.round((1200 * variant.width) / 2000) });
    }
    const original = await t.app.inject({ url: asset!.url });
    expect(original.statusCode).toBe(200);
    expect(testFolderFiles()).toHaveLength(4);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/test-upload/${asset!.id}`, headers: t.headers() });
    expect(removed.statusCode).toBe(200);
    expect(await t.app.db.selectFrom('files').select('id').where('id', '=', asset!.id).executeTakeFirst()).toBeUndefined();
    expect(testFolderFiles()).toEqual([]);
    expect((await t.app.inject({ url: asset!.variants[0]!.url })).statusCode).toBe(404);
  });

  test('a small image is never enlarged: its own width is the widest variant', async () => {
    const res = await send('image', {
      filename: 'small.png',
      data: await sharp(await jpeg(500, 250))
        .png()
        .toBuffer(),
    });
    expect(res.statusCode).toBe(200);
    const [asset] = res.json().data as FileAsset[];
    expect(asset).toMatchObject({ mime: 'image/png', width: 500, height: 250 });
    expect(asset!.variants.map((v) => v.width)).toEqual([320, 500]);
    await removeFiles(t.app, [asset!.id]);
  });

  test('PDFs, DOC and DOCX are stored as they are, with no variants; several files in one field', async () => {
    const pdf = padded('%PDF-1.7\n', 3000);
    const docx = Buffer.from('PK\x03\x04....[Content_Types].xml....word/document.xml....', 'latin1');
    const res = await send('cv', [
      { filename: 'cv.pdf', data: pdf },
      { filename: 'cv.docx', data: docx },
    ]);
    expect(res.statusCode).toBe(200);
    const assets = res.json().data as FileAsset[];
    expect(assets.map((a) => [a.kind, a.mime, a.size, a.variants.length])).toEqual([
      ['document', 'application/pdf', 3000, 0],
      ['document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx.length, 0],
    ]);
    const served = await t.app.inject({ url: assets[0]!.url });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    await removeFiles(
      t.app,
      assets.map((a) => a.id),
    );
    expect(testFolderFiles()).toEqual([]);
  });

  test('a field without a file gives no files', async () => {
    expect(uploadedFiles(undefined)).toEqual([]);
    expect(uploadedFiles('text')).toEqual([]);
    const res = await send('image', []);
    expect(res.json()).toMatchObject({ success: true, data: [] });
  });
});
