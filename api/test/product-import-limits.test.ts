/**
 * What keeps a catalogue import bounded and alone (docs/api.md, "Catalogue import and export"; docs/decisions.md,
 * "Imports off the event loop"): a CSV's encoding detected and named, the limits on rows, columns and cells, an XLSX
 * that would expand too far refused before it is inflated, answers that stay small with the rest in a report, and
 * one import at a time per catalogue — across processes too — on both engines.
 */
import { randomBytes } from 'node:crypto';
import { sanitizeHtml } from '../src/lib/sanitize';
import { readImportFile } from '../src/modules/products/import-file';
import { applyImport, planImport } from '../src/modules/products/import';
import { runImport } from '../src/modules/products/import-runner';
import { nowIso } from '../src/lib/time';
import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct, type Client } from './catalogue-fixtures';
import { csvFile, csvOf, transferClient, zipOf } from './import-support';

jest.setTimeout(120_000);

describeEngines('catalogue import: encodings, limits, reports and one at a time (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;
  let category: { id: number; seo_name: string };
  let importFile: ReturnType<typeof transferClient>['importFile'];

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    ({ importFile } = transferClient(t, t.bearer));
    category = await createCategory(api, 'air_springs', 'Bus Springs', 'Otobüs Körükleri');
    await createProduct(api, { category_id: category.id, code: 'ENC-1', name_en: 'Bellow', name_tr: 'Körük' });
  });
  afterAll(() => t.close());

  /** A file of `count` new products, numbered from `from`. */
  const newProducts = (count: number, prefix: string) =>
    csvFile(
      ['code', 'category', 'name_en'],
      Array.from({ length: count }, (_, n) => ({
        code: `${prefix}-${n}`,
        category: category.seo_name,
        name_en: `${prefix} ${n}`,
      })),
    );

  test('a CSV in Windows-1254, ISO-8859-1 or UTF-8 is read in its encoding, and the dry run names it', async () => {
    const text = 'code,category,name_en,name_tr\r\nENC-1,' + category.seo_name + ',Bellow,Şişirme Körüğü İğne\r\n';
    // "Ş ğ İ ı" exist only in Windows-1254; ISO-8859-1 has "ç ö ü" at the same bytes as it.
    const windows1254 = Buffer.from(
      [...text].map((char) => ({ Ş: 0xde, ş: 0xfe, ğ: 0xf0, İ: 0xdd, ı: 0xfd, ü: 0xfc, ö: 0xf6 })[char] ?? char.charCodeAt(0)),
    );
    const dry1254 = await importFile(windows1254, true);
    expect(dry1254.statusCode).toBe(200);
    expect(dry1254.body.data.file).toEqual({ format: 'csv', encoding: 'Windows-1254', rows: 1 });
    expect(dry1254.body.data.rows[0]!.changes).toEqual([{ field: 'name_tr', old: 'Körük', new: 'Şişirme Körüğü İğne' }]);

    const latin1 = Buffer.from(
      `code,category,name_en,name_tr\r\nENC-1,${category.seo_name},Bellow,Körük für Büsse\r\n`,
      'latin1',
    );
    const dryLatin1 = await importFile(latin1, true);
    expect(dryLatin1.body.data.file.encoding).toBe('ISO-8859-1');
    expect(dryLatin1.body.data.rows[0]!.changes).toEqual([{ field: 'name_tr', old: 'Körük', new: 'Körük für Büsse' }]);

    const utf8 = Buffer.from(`code,category,name_en,name_tr\nENC-1,${category.seo_name},Bellow,Körük\n`, 'utf8');
    expect((await importFile(utf8, true)).body.data).toMatchObject({
      file: { format: 'csv', encoding: 'UTF-8', rows: 1 },
      counts: { unchanged: 1 },
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('code\r\nX\r\n', 'utf16le')]);
    expect((await importFile(utf16, true)).body.errors).toEqual({ file: expect.stringContaining('"CSV UTF-8" olarak kaydedin') });
  });

  test('past the limits — rows, columns, a cell’s length — the file is refused whole, naming the limit', async () => {
    const rows = await importFile(newProducts(20_001, 'MANY'), true);
    expect(rows.statusCode).toBe(422);
    expect(rows.body.errors).toEqual({
      file: 'Dosyada en fazla 20000 ürün satırı olabilir: dosyayı bölerek içe aktarın',
    });
    const columns = Array.from({ length: 201 }, (_, i) => (i === 0 ? 'code' : `extra_${i}`));
    const wide = await importFile(csvFile(columns, [{ code: 'W-1' }]), true);
    expect(wide.body.errors).toEqual({ file: 'Satır 1: en fazla 200 sütun olabilir' });
    const long = await importFile(csvFile(['code', 'name_en'], [{ code: 'L-1', name_en: 'x'.repeat(32_768) }]), true);
    expect(long.body.errors).toEqual({ file: 'Satır 2, name_en: bir hücre en fazla 32767 karakter olabilir' });
    expect((await api.get('/api/admin/products?section=air_springs&search=MANY-1')).body.data.total).toBe(0);
  });

  test('an XLSX that would expand past 64 MB, or too far from its size, is refused before it is inflated', async () => {
    // 70 MB of one byte deflates to about 70 KB: refused by the sizes its directory declares.
    const bomb = zipOf([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(70 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const refused = await importFile(bomb, true, 'bomb.xlsx');
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors!.file).toMatch(/^XLSX dosyası açıldığında 64 MB'tan büyük olur: açılmadan reddedildi/);

    // 20 MB that deflates 1000-fold: within the total, past the ratio.
    const dense = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) }]);
    expect((await importFile(dense, true, 'dense.xlsx')).body.errors!.file).toMatch(
      /olağan dışı sıkıştırılmış \(\d+ kat; en fazla 200\)/,
    );

    // A part whose directory entry claims 100 bytes: cut off as soon as it inflates past them.
    const liar = zipOf([{ name: 'xl/workbook.xml', data: Buffer.alloc(5 * 1024 * 1024, 0x20), declaredSize: 100 }]);
    expect((await importFile(liar, true, 'liar.xlsx')).body.errors).toEqual({
      file: 'XLSX dosyasının "xl/workbook.xml" bölümü bildirdiği boyuttan büyük çıktı: dosya reddedildi',
    });
  });

  test('the answer lists the first 50 rows, values shortened; the report downloads every row in full', async () => {
    const long = 'Uzun açıklama '.repeat(30);
    const file = csvFile(
      ['code', 'category', 'name_en', 'short_description_en'],
      Array.from({ length: 120 }, (_, n) => ({
        code: `REP-${n}`,
        category: category.seo_name,
        name_en: `Report ${n}`,
        short_description_en: long,
      })),
    );
    const dry = await importFile(file, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.body.data).toMatchObject({ counts: { new: 120 }, listed: 120, file: { rows: 120 } });
    expect(dry.body.data.rows).toHaveLength(50);
    expect(JSON.stringify(dry.body).length).toBeLessThan(20_000);

    const report = await t.app.inject({ url: dry.body.data.report!, headers: t.headers(t.bearer) });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toMatch(/^attachment; filename="import-report-air_springs-\d+\.csv"$/);
    const lines = csvOf(report.rawPayload).rows;
    expect(lines).toHaveLength(120);
    expect(lines[119]).toMatchObject({ row: '121', code: 'REP-119', status: 'new' });
    // Only staff of the catalogue read it.
    expect((await t.app.inject({ url: dry.body.data.report! })).statusCode).toBe(401);

    // A change's long value: shortened in the answer, whole in the report.
    const changed = await importFile(
      csvFile(['code', 'short_description_en'], [{ code: 'ENC-1', short_description_en: long }]),
      true,
    );
    const change = changed.body.data.rows[0]!.changes![0]!;
    expect(change).toEqual({ field: 'short_description_en', old: '', new: `${long.slice(0, 119)}…` });
    const whole = csvOf((await t.app.inject({ url: changed.body.data.report!, headers: t.headers(t.bearer) })).rawPayload);
    expect(whole.rows).toEqual([expect.objectContaining({ field: 'Kısa Açıklama (EN)', new: long.trim() })]);

    // Refused rows in the report: one line per refusal, with its field and message.
    const bad = csvFile(['code', 'category', 'name_en'], [{ code: 'BAD-1', category: 'nope', name_en: 'x' }]);
    const refused = await importFile(bad, true);
    const refusal = csvOf((await t.app.inject({ url: refused.body.data.report!, headers: t.headers(t.bearer) })).rawPayload);
    expect(refusal.rows).toEqual([
      { row: '2', code: 'BAD-1', status: 'refused', field: 'Kategori', old: '', new: '', message: 'Kategori bulunamadı' },
    ]);
  });

  test('while another import holds the catalogue (another process too) a second is told so; an expired hold is taken over', async () => {
    const file = newProducts(3, 'LOCK');
    await t.app.db
      .insertInto('import_locks')
      .values({ section: 'air_springs', holder: 'another-process', expires_at: nowIso(Date.now() + 60_000) })
      .execute();
    const busy = await importFile(file, false);
    expect(busy.statusCode).toBe(409);
    expect(busy.body.message).toBe('Bu katalogda başka bir içe aktarma sürüyor; o bittiğinde yeniden deneyin.');
    // The other catalogue is free.
    expect((await importFile(csvFile(['code'], []), true, 'x.csv', t.bearer, 'spare_parts')).statusCode).toBe(200);
    expect((await api.get('/api/admin/products?section=air_springs&search=LOCK-')).body.data.total).toBe(0);

    // The holder died: once its lease has run out, the next import takes it.
    await t.app.db
      .updateTable('import_locks')
      .set({ expires_at: nowIso(Date.now() - 1) })
      .execute();
    const applied = await importFile(file, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.body.data.counts.new).toBe(3);
    expect(await t.app.db.selectFrom('import_locks').selectAll().execute()).toEqual([]);
  });

  test('two imports of one file at once: never a 5xx, one product per code; one code with two SEO names stays one product', async () => {
    const file = newProducts(200, 'TWICE');
    const answers = await Promise.all([importFile(file, false), importFile(file, false)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const codes = await t.app.db.selectFrom('products').select('code').where('code', 'like', 'TWICE-%').execute();
    expect(codes).toHaveLength(200);

    const named = (seo: string) =>
      csvFile(
        ['code', 'seo_name', 'category', 'name_en'],
        [{ code: 'ONE-CODE', seo_name: seo, category: category.seo_name, name_en: 'One' }],
      );
    const both = await Promise.all([importFile(named('one-code-a'), false), importFile(named('one-code-b'), false)]);
    for (const answer of both) expect([200, 409]).toContain(answer.statusCode);
    const stored = await t.app.db.selectFrom('products').select(['code', 'seo_name']).where('code', '=', 'ONE-CODE').execute();
    expect(stored).toHaveLength(1);
  });

  test('a code written by someone else between the check and the write refuses the whole file (409), writing nothing', async () => {
    const langs = ['en', 'tr'];
    const file = await readFileOf(
      csvFile(['code', 'category', 'name_en'], [{ code: 'RACE-1', category: category.seo_name, name_en: 'Race' }]),
    );
    const plan = await planImport(t.app.db, 'air_springs', file, langs, 'en', sanitizeHtml);
    expect(plan.counts.new).toBe(1);
    await createProduct(api, { category_id: category.id, code: 'RACE-1', seo_name: 'race-by-hand', name_en: 'By hand' });
    await expect(applyImport(t.app.db, 'air_springs', plan, { fileName: 'race.csv' })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Dosya kontrol edilirken katalog değişti'),
    });
    expect(await t.app.db.selectFrom('products').select('seo_name').where('code', '=', 'RACE-1').execute()).toEqual([
      { seo_name: 'race-by-hand' },
    ]);
  });

  test('an import that runs out of its memory stops with a message, changes nothing and frees the catalogue', async () => {
    const upload = await writeTemp(newProducts(50, 'OOM'));
    const outcome = await runImport(
      t.app.db,
      {
        database: t.config.database,
        file: upload,
        fileName: 'oom.csv',
        section: 'air_springs',
        dryRun: false,
        langs: ['en', 'tr'],
        defaultLang: 'en',
        who: { actor: null, ip: null },
        holder: randomBytes(6).toString('hex'),
        reportUrl: '/r/{id}',
      },
      { memoryMb: 4 },
    );
    expect(outcome).toMatchObject({ kind: 'refused', status: 422, message: expect.stringContaining('bellek sınırı') });
    expect(await t.app.db.selectFrom('import_locks').selectAll().execute()).toEqual([]);
    expect((await api.get('/api/admin/products?section=air_springs&search=OOM-')).body.data.total).toBe(0);
  });
});

async function writeTemp(data: Buffer): Promise<string> {
  const { mkdtemp, writeFile } = await import('node:fs/promises');
  const os = await import('node:os');
  const path = await import('node:path');
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'vitrin-import-')), 'upload');
  await writeFile(file, data);
  return file;
}

async function readFileOf(data: Buffer) {
  return readImportFile(await writeTemp(data));
}
