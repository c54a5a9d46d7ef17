import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildLoggedInApp, type Engine, signInAs, type TestApp } from './helpers';
import { multipart, type MultipartValue } from './multipart';

/** A small real PNG (`width` × `height`, one colour). */
export function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

/** A minimal PDF file. */
export function pdf(text = 'Vitrin catalogue'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export interface Sender {
  json(method: string, url: string, payload?: unknown, bearer?: string): Promise<LightMyRequestResponse>;
  form(
    method: string,
    url: string,
    fields: Record<string, MultipartValue | MultipartValue[]>,
    bearer?: string,
  ): Promise<LightMyRequestResponse>;
}

/** Requests as the admin client sends them: CSRF header and cookie, bearer token (the first admin's by default). */
export function sender(t: TestApp, defaultBearer: () => string): Sender {
  return {
    json: (method, url, payload, bearer) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: t.headers(bearer ?? defaultBearer()),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    form: (method, url, fields, bearer) => {
      const body = multipart(fields);
      return t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...t.headers(bearer ?? defaultBearer()), 'content-type': body.contentType },
        payload: body.payload,
      });
    },
  };
}

/** Whether the file behind an /uploads/… URL is on disk. */
export function uploadExists(t: TestApp, url: string): boolean {
  return existsSync(path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, '')));
}

/** Every URL of a stored asset: the original and its variants. */
export function assetUrls(asset: { url: string; variants: { url: string }[] } | null | undefined): string[] {
  return asset ? [asset.url, ...asset.variants.map((v) => v.url)] : [];
}

export interface ContentSuite {
  t: TestApp & { bearer: string };
  /** Requests as the first admin (Süper Yönetici) unless a bearer is given. */
  send: Sender;
  operator: string;
  editor: string;
}

/** A fresh app per suite with an Operatör's and an Editör's token; closed after the suite. */
export function contentSuite(engine: Engine): ContentSuite {
  const suite = {} as ContentSuite;
  beforeAll(async () => {
    suite.t = await buildLoggedInApp({ engine });
    suite.send = sender(suite.t, () => suite.t.bearer);
    suite.operator = await signInAs(suite.t, 'Operatör');
    suite.editor = await signInAs(suite.t, 'Editör');
  }, 60_000);
  afterAll(() => suite.t.close());
  return suite;
}
