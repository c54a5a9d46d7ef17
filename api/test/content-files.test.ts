import type { AdminCatalogue, AdminCertificate } from '@vitrin/shared-libs/types/content';
import { describeEngines } from './helpers';
import { assetUrls, contentSuite, pdf, png, uploadExists } from './content-support';

describeEngines('certificates and catalogues admin (%s)', (engine) => {
  const s = contentSuite(engine);

  const certificates = async () =>
    (await s.send.json('GET', '/api/admin/certificates')).json<{ data: AdminCertificate[] }>().data;

  test('certificates: an image and a PDF, per-language titles, order, delete removes the file', async () => {
    const image = await s.send.form('POST', '/api/admin/certificates', {
      title_en: 'ISO 9001',
      title_tr: 'ISO 9001 Belgesi',
      file: { filename: 'iso.png', data: await png() },
    });
    expect(image.statusCode).toBe(200);
    const a = image.json<{ data: AdminCertificate }>().data;
    expect(a).toMatchObject({ title_en: 'ISO 9001', title_tr: 'ISO 9001 Belgesi' });
    expect(a.file).toMatchObject({ kind: 'image', name: 'iso.png' });

    const document = await s.send.form('POST', '/api/admin/certificates', {
      title_en: 'IATF 16949',
      file: { filename: 'iatf.pdf', data: pdf() },
    });
    const b = document.json<{ data: AdminCertificate }>().data;
    expect(b.file).toMatchObject({ kind: 'document', mime: 'application/pdf' });
    expect((await certificates()).map((c) => c.id)).toEqual([b.id, a.id]);

    const queue = await s.send.json('PUT', '/api/admin/certificates/queue', {
      queue: [
        { id: a.id, queue: 2 },
        { id: b.id, queue: 1 },
      ],
    });
    expect(queue.statusCode).toBe(200);
    expect((await certificates()).map((c) => [c.id, c.queue])).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);

    const urls = assetUrls(a.file);
    expect(urls.every((u) => uploadExists(s.t, u))).toBe(true);
    const del = await s.send.json('DELETE', `/api/admin/certificates/${a.id}`);
    expect(del.json<{ message: string }>().message).toBe('Silindi');
    expect(urls.some((u) => uploadExists(s.t, u))).toBe(false);
    expect((await certificates()).map((c) => c.id)).toEqual([b.id]);
  });

  test('certificate refusals: title missing, no file, a Word file, Operatör, unknown id', async () => {
    const noTitle = await s.send.form('POST', '/api/admin/certificates', {
      title_tr: 'Yalnız Türkçe',
      file: { filename: 'x.pdf', data: pdf() },
    });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json<{ errors: Record<string, string> }>().errors).toEqual({ title_en: '* Bu Alan Zorunlu' });

    const noFile = await s.send.form('POST', '/api/admin/certificates', { title_en: 'x' });
    expect(noFile.json<{ errors: Record<string, string> }>().errors).toEqual({ file: '* Bu Alan Zorunlu' });

    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')]);
    const word = await s.send.form('POST', '/api/admin/certificates', { title_en: 'x', file: { filename: 'x.docx', data: zip } });
    expect(word.statusCode).toBe(422);
    expect(word.json<{ errors: Record<string, string> }>().errors).toHaveProperty('file');

    const before = await certificates();
    expect((await s.send.json('GET', '/api/admin/certificates', undefined, s.operator)).statusCode).toBe(403);
    const asOperator = await s.send.form(
      'POST',
      '/api/admin/certificates',
      { title_en: 'x', file: { filename: 'x.pdf', data: pdf() } },
      s.operator,
    );
    expect(asOperator.statusCode).toBe(403);
    expect((await s.send.json('DELETE', '/api/admin/certificates/99999')).statusCode).toBe(404);
    expect(await certificates()).toEqual(before);
  });

  test('catalogues: cover + PDF, update replaces the PDF and removes the old one, delete removes both', async () => {
    const data = pdf('Air springs catalogue 2026');
    const res = await s.send.form('POST', '/api/admin/catalogues', {
      title_en: 'Air springs 2026',
      title_tr: 'Körükler 2026',
      cover: { filename: 'cover.png', data: await png(60, 80) },
      file: { filename: 'catalogue.pdf', data },
    });
    expect(res.statusCode).toBe(200);
    const c = res.json<{ data: AdminCatalogue }>().data;
    expect(c.cover?.kind).toBe('image');
    expect(c.file).toMatchObject({ kind: 'document', size: data.length });
    const download = await s.t.app.inject({ url: c.file!.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);

    const update = await s.send.form('PUT', `/api/admin/catalogues/${c.id}`, {
      title_tr: 'Körükler',
      file: { filename: 'v2.pdf', data: pdf('v2') },
    });
    expect(update.statusCode).toBe(200);
    const updated = update.json<{ data: AdminCatalogue }>().data;
    expect(updated).toMatchObject({ title_en: 'Air springs 2026', title_tr: 'Körükler' });
    expect(updated.cover).toEqual(c.cover);
    expect(uploadExists(s.t, c.file!.url)).toBe(false);
    expect(uploadExists(s.t, updated.file!.url)).toBe(true);

    const del = await s.send.json('DELETE', `/api/admin/catalogues/${c.id}`);
    expect(del.statusCode).toBe(200);
    expect([...assetUrls(updated.cover), updated.file!.url].some((u) => uploadExists(s.t, u))).toBe(false);
  });

  test('catalogue refusals: an image as the PDF, missing cover, empty queue; nothing stored', async () => {
    const before = (await s.send.json('GET', '/api/admin/catalogues')).json<{ data: AdminCatalogue[] }>().data;
    const filesBefore = await s.t.app.db.selectFrom('files').select('id').execute();
    const res = await s.send.form('POST', '/api/admin/catalogues', {
      title_en: 'x',
      cover: { filename: 'c.png', data: await png() },
      file: { filename: 'not.pdf', data: await png() },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty('file');
    const noCover = await s.send.form('POST', '/api/admin/catalogues', {
      title_en: 'x',
      file: { filename: 'a.pdf', data: pdf() },
    });
    expect(noCover.json<{ errors: Record<string, string> }>().errors).toEqual({ cover: '* Bu Alan Zorunlu' });
    expect((await s.send.json('PUT', '/api/admin/catalogues/queue', { queue: [] })).statusCode).toBe(422);
    expect((await s.send.json('GET', '/api/admin/catalogues')).json<{ data: AdminCatalogue[] }>().data).toEqual(before);
    expect(await s.t.app.db.selectFrom('files').select('id').execute()).toEqual(filesBefore);
  });
});
