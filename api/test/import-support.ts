/** Sending catalogue files to the import and reading its answers (docs/api.md, "Catalogue import and export"). */
import { transferColumnOf } from '@vitrin/shared-libs/registry/productFields';
import { deflateRawSync } from 'node:zlib';
import Papa from 'papaparse';
import type { ImportReport } from '@vitrin/shared-libs/types/catalogue';
import type { TestApp } from './helpers';
import { multipart } from './multipart';

export interface ImportAnswer {
  statusCode: number;
  body: { message: string; data: ImportReport; errors?: Record<string, string> };
}

/** The export and the import of a signed-in staff member (`bearer`) of `t`. */
export function transferClient(t: TestApp, bearer: string) {
  const exportFile = async (query: string, as = bearer) =>
    t.app.inject({ method: 'GET', url: `/api/admin/products/export?${query}`, headers: t.headers(as) });

  const importFile = async (
    data: Buffer,
    dryRun: boolean,
    filename = 'products.csv',
    as = bearer,
    section = 'air_springs',
  ): Promise<ImportAnswer> => {
    const { payload, contentType } = multipart({ file: { filename, data } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?section=${section}&dry_run=${dryRun ? 1 : 0}`,
      headers: { ...t.headers(as), 'content-type': contentType },
      payload,
    });
    return { statusCode: res.statusCode, body: res.json() as ImportAnswer['body'] };
  };
  return { exportFile, importFile };
}

/** A CSV file (UTF-8 with BOM) of `rows` under `fields`. */
export const csvFile = (fields: string[], rows: Record<string, string>[]) =>
  Buffer.from(`\ufeff${Papa.unparse({ fields, data: rows.map((r) => fields.map((f) => r[f] ?? '')) })}`);

/**
 * An exported CSV's header and rows (the BOM dropped): `titles` as the header row writes them (Turkish), `fields` and
 * the rows' keys the columns they name, read back as the import reads them.
 */
export const csvOf = (body: Buffer) => {
  const text = body.toString('utf8').replace(/^\ufeff/, '');
  const titles = Papa.parse<string[]>(text, { preview: 1 }).data[0] ?? [];
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
    transformHeader: transferColumnOf,
  });
  return { titles, fields: parsed.meta.fields!, rows: parsed.data };
};

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The uncompressed size the directory claims (default: the real one). */
  declaredSize?: number;
}

/**
 * A ZIP file of deflated parts, written by hand so a test can make one that lies about its sizes. No checksums:
 * the import reads none.
 */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const compressed = deflateRawSync(part.data, { level: 9 });
    const sizes: Field[] = [
      [4, compressed.length],
      [4, part.declaredSize ?? part.data.length],
      [2, name.length],
    ];
    // Local header: signature, version, method (deflate) at 8, sizes from 18; central: the same from 20, offset at 42.
    const local = record(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, 8], ...at(18, sizes)]);
    const central = record(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], [10, 2, 8], ...at(20, sizes), [42, 4, offset]]);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, parts.length],
    [10, 2, parts.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** A field of a ZIP record: its width in bytes and its value. */
type Field = [2 | 4, number];

/** `fields` laid out one after the other from `start`. */
function at(start: number, fields: Field[]): [number, 2 | 4, number][] {
  let offset = start;
  return fields.map(([width, value]) => {
    const placed: [number, 2 | 4, number] = [offset, width, value];
    offset += width;
    return placed;
  });
}

/** A little-endian record of `size` bytes with each [offset, width, value] written in. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, width, value] of fields) {
    if (width === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}
