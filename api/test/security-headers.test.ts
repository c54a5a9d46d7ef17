import { CSRF_PLACEHOLDER } from '../src/modules/site/page-compression';
import { buildTestApp, type TestApp } from './helpers';

jest.setTimeout(60_000);

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('security headers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { SSR: '0' } });
  });
  afterAll(() => t.close());

  test('an HTML page carries a nonce-based CSP, and every script of the template carries that nonce', async () => {
    const res = await t.app.inject({ url: '/about-us' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.body).toContain(`<script nonce="${nonce}" src="/mf/shell/main.js">`);
    expect(res.body).not.toContain('__VITRIN_NONCE');
    expect(res.body).not.toContain(CSRF_PLACEHOLDER);
    // A new nonce per answer.
    const again = await t.app.inject({ url: '/about-us' });
    expect(nonceOf(String(again.headers['content-security-policy']))).not.toBe(nonce);
    // Login and admin pages too.
    for (const url of ['/login', '/admin']) {
      const page = await t.app.inject({ url });
      const pageNonce = nonceOf(String(page.headers['content-security-policy']));
      expect(page.body).toContain(`<script nonce="${pageNonce}" src="/mf/shell/main.js">`);
    }
  });

  test('the analytics snippets a Süper Yönetici saves wait, inert, for consent; scripts in content get no nonce', async () => {
    const bearer = await t.login();
    const scripts =
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>window.ga = 1;</script>';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers: t.headers(bearer),
      payload: { google_script: scripts },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const res = await t.app.inject({ url: '/' });
    // Stored as given, inside an inert <template>: a script parsed there never runs. The consent banner creates
    // each one anew with the page's nonce when the visitor accepts (e2e/tests/consent.spec.ts).
    expect(res.body).toContain(`<template id="vitrin-analytics">${scripts}</template>`);
  });

  test('every answer, JSON included, carries nosniff and a Permissions-Policy', async () => {
    for (const url of ['/api/pages/all-languages', '/api/no-such-route', '/', '/robots.txt']) {
      const res = await t.app.inject({ url });
      expect([url, res.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
      expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a malformed URL gets the JSON envelope under /api, the HTML 404 page elsewhere', async () => {
    const api = await t.app.inject({ url: '/api/pages/product/%ff' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, message: 'The URL is malformed.', data: null });
    expect(api.headers['x-content-type-options']).toBe('nosniff');

    const page = await t.app.inject({ url: '/product/%ff' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(String(page.headers['content-security-policy'])).toContain("'strict-dynamic'");
  });
});

describe('behind a trusted https proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SSR: '0', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const visit = (proto: string) => t.app.inject({ url: '/?lang=tr', headers: { 'x-forwarded-proto': proto } });

  test('https answers carry HSTS and Secure cookies (_lang included); plain http ones neither', async () => {
    const secure = await visit('https');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookies = secure.cookies as { name: string; secure?: boolean }[];
    expect(cookies.find((c) => c.name === '_lang')).toMatchObject({ secure: true });
    expect(cookies.find((c) => c.name === 'vitrin_csrf')).toMatchObject({ secure: true });

    const plain = await visit('http');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect((plain.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === '_lang')?.secure).toBeFalsy();
  });
});
