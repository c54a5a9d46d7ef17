import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { until } from './helpers';

/** s3rver's fixed credentials. */
const KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  /** A fresh, empty bucket each call. */
  bucket(): Promise<string>;
  /** The S3_* settings of an app using `bucket`. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/** A port free on loopback now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An S3-compatible server (s3rver) on a free loopback port, its files in a temp folder. It runs as a child
 * process, so what it holds in memory is never counted as the API's (the streaming test measures the API alone).
 */
export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'vitrin-s3-'));
  const port = await freePort();
  const bin = require.resolve('s3rver/bin/s3rver.js');
  const child = spawn(process.execPath, [bin, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.destroy());
    });
  await until(answers, 's3rver answering on its port', () => child.exitCode !== null);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    endpoint,
    async bucket() {
      const name = `vitrin-${randomBytes(5).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    }),
    async close() {
      client.destroy();
      child.kill();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
