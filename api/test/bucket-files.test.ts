import { buildLoggedInApp, buildTestApp, insertApplicationWithCv, type TestApp } from './helpers';
import { startS3, type TestS3 } from './s3-server';

/** /uploads/ and the staff downloads when the files live in a bucket (modules/site/bucket-files.ts). */
describe('stored files in an S3 bucket, as a client sees them', () => {
  let s3: TestS3;
  let t: TestApp & { bearer: string };

  beforeAll(async () => {
    s3 = await startS3();
    t = await buildLoggedInApp({ env: s3.env(await s3.bucket()) });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  test('a public file: long cache and sandbox as from disk, ETag revalidation, HEAD and one range', async () => {
    const res = await t.app.inject({ url: '/uploads/brand/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining('sandbox'),
    });
    const etag = String(res.headers.etag);
    expect((await t.app.inject({ url: '/uploads/brand/favicon.svg', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/uploads/brand/favicon.svg' });
    expect([head.statusCode, Number(head.headers['content-length'])]).toEqual([200, res.rawPayload.length]);
    const part = await t.app.inject({ url: '/uploads/brand/favicon.svg', headers: { range: 'bytes=0-3' } });
    expect([part.statusCode, part.body, part.headers['content-range']]).toEqual([
      206,
      '<svg',
      `bytes 0-3/${res.rawPayload.length}`,
    ]);
    expect((await t.app.inject({ url: '/uploads/brand/none.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/brand/../secret' })).statusCode).toBe(404);
  });

  test('a CV in the bucket is streamed to staff only, never served by /uploads/', async () => {
    await t.app.storage.write('cv/2026/11/cv-abc.pdf', Buffer.from('%PDF-1.4 bucket cv'), 'application/pdf');
    const application = await insertApplicationWithCv(t.app, 'cv/2026/11/cv-abc.pdf', 18);
    const url = `/api/admin/human-resources/${application.id}/cv`;
    const cv = await t.app.inject({ url, headers: t.headers(t.bearer) });
    expect([cv.statusCode, cv.body, cv.headers['content-type']]).toEqual([200, '%PDF-1.4 bucket cv', 'application/pdf']);
    expect(cv.headers['content-disposition']).toContain('attachment');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/uploads/cv/2026/11/cv-abc.pdf' })).statusCode).toBe(404);
  });

  test('with S3_PUBLIC_URL, public files are redirected there and private ones still not', async () => {
    const cdn = await buildTestApp({ env: { ...s3.env(await s3.bucket()), S3_PUBLIC_URL: 'https://cdn.example.com/site/' } });
    try {
      const res = await cdn.app.inject({ url: '/uploads/brand/logo.svg' });
      expect([res.statusCode, res.headers.location]).toEqual([302, 'https://cdn.example.com/site/brand/logo.svg']);
      expect((await cdn.app.inject({ url: '/uploads/support/2026/11/x.pdf' })).statusCode).toBe(404);
    } finally {
      await cdn.close();
    }
  });
});
