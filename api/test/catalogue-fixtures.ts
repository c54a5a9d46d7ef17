/** Builds a small catalogue through the admin API, the way staff do, for the catalogue tests. */
import sharp from 'sharp';
import type { TestApp } from './helpers';

export interface Sent {
  statusCode: number;
  body: { success: boolean; message: string; data: any; errors?: Record<string, string> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function client(t: TestApp, bearer: string) {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Sent> => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...t.headers(bearer), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    return { statusCode: res.statusCode, body: res.json() };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown) => send('POST', url, payload),
    put: (url: string, payload: unknown) => send('PUT', url, payload),
    del: (url: string, payload?: unknown) => send('DELETE', url, payload),
    /** multipart/form-data with text fields and files. */
    async multipart(
      url: string,
      fields: Record<string, string>,
      files: Record<string, { data: Buffer; filename: string; type: string }>,
    ) {
      const boundary = '----vitrin-test-boundary';
      const parts: Buffer[] = [];
      for (const [name, value] of Object.entries(fields)) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      }
      for (const [name, file] of Object.entries(files)) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.data,
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...t.headers(bearer), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat(parts),
      });
      return { statusCode: res.statusCode, body: res.json() } as Sent;
    },
  };
}

export type Client = ReturnType<typeof client>;

export const png = (color: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();

export async function createCategory(api: Client, section: 'air_springs' | 'spare_parts', en: string, tr: string) {
  const res = await api.post('/api/admin/categories', { form_data: JSON.stringify({ section, name_en: en, name_tr: tr }) });
  expect(res.statusCode).toBe(201);
  return res.body.data as { id: number; seo_name: string };
}

export async function createSubCategory(api: Client, categoryId: number, en: string, tr: string) {
  const res = await api.post('/api/admin/categories', { form_data: { category_id: categoryId, name_en: en, name_tr: tr } });
  expect(res.statusCode).toBe(201);
  const subs = res.body.data.sub_categories as { id: number; name_en: string }[];
  return subs.find((s) => s.name_en === en)!;
}

export interface ProductFields {
  section?: 'air_springs' | 'spare_parts';
  category_id: number;
  sub_category_id?: number | null;
  code: string;
  name_en: string;
  name_tr?: string;
  transporter_types?: string[] | string;
  oem_numbers?: { manufacturer: string; number: string }[] | string;
  [key: string]: unknown;
}

export async function createProduct(api: Client, fields: ProductFields) {
  const res = await api.post('/api/admin/products', { section: 'air_springs', ...fields });
  if (res.statusCode !== 201) throw new Error(`create product: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; token: string; seo_name: string; code: string };
}
