import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { buildTestApp, type TestApp } from './helpers';

const tempsOf = (dataDir: string) => (existsSync(path.join(dataDir, 'tmp')) ? readdirSync(path.join(dataDir, 'tmp')) : []);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Temporary upload files never outlive their request, however it ends (docs/security.md, "Uploads"). */
describe('temporary upload files', () => {
  test('what a stopped process left in DATA_DIR/tmp is swept at start; a file being written now is left', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-data-'));
    mkdirSync(path.join(dataDir, 'tmp'));
    const old = path.join(dataDir, 'tmp', 'left-by-a-crash');
    writeFileSync(old, Buffer.alloc(1024));
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(old, anHourAgo, anHourAgo);
    writeFileSync(path.join(dataDir, 'tmp', 'being-written'), Buffer.alloc(1024));
    const t = await buildTestApp({ dataDir });
    try {
      expect(tempsOf(dataDir)).toEqual(['being-written']);
    } finally {
      await t.close();
    }
  });

  describe('uploads cut before the end', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await buildTestApp({ env: { BODY_IDLE_TIMEOUT_MS: '800', FORM_RATE_LIMIT: '1000' } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      port = address.port;
    });
    afterAll(() => t.close());

    /** A job application whose CV part starts, sends `bytes`, then `end`s as told. */
    function cutUpload(bytes: number, end: 'close' | 'stall' | 'garbage'): Promise<void> {
      const boundary = 'cutBoundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      return new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            [
              'POST /api/human-resources HTTP/1.1',
              'Host: 127.0.0.1',
              `Content-Type: multipart/form-data; boundary=${boundary}`,
              `Content-Length: ${5 * 1024 * 1024}`,
              `Cookie: ${t.csrf.cookie}`,
              `X-CSRF-TOKEN: ${t.csrf.token}`,
              '',
              head,
            ].join('\r\n'),
          );
          socket.write(Buffer.alloc(bytes, 'a'));
          if (end === 'close') setTimeout(() => socket.destroy(), 100);
          if (end === 'garbage') setTimeout(() => socket.end(`\r\n--wrong--\r\n`), 100);
        });
        socket.on('data', () => undefined);
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    }

    test('by the client going, by a body that stops arriving, or by a broken body: nothing stays in DATA_DIR/tmp', async () => {
      await Promise.all([
        ...Array.from({ length: 8 }, () => cutUpload(256 * 1024, 'close')),
        ...Array.from({ length: 6 }, () => cutUpload(128 * 1024, 'stall')),
        ...Array.from({ length: 6 }, () => cutUpload(64 * 1024, 'garbage')),
      ]);
      // Removal follows the sockets' end by a few ticks.
      for (let i = 0; i < 50 && tempsOf(t.dataDir).length > 0; i += 1) await sleep(100);
      expect(tempsOf(t.dataDir)).toEqual([]);
    });
  });
});
