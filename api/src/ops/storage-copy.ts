/**
 * `npm run storage:copy`: every file of DATA_DIR/uploads into the S3_BUCKET bucket, for an install moving from one
 * machine to several (docs/deployment.md, "Stored files"). Resumable: a file already in the bucket with the same
 * MD5 (its ETag after a single PUT) is left alone, so running it again after a break copies only the rest.
 * Verified: each copy's ETag must equal the MD5 computed from the local file, else the command stops.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { LocalStorage, S3Storage } from '../lib/storage';

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A progress bar on a terminal, a line every few percent elsewhere. */
function progressBar(out: NodeJS.WritableStream & { isTTY?: boolean }, total: number) {
  let shown = -1;
  return (done: number, note: string) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (out.isTTY) {
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      out.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${done}/${total} ${note.slice(0, 40).padEnd(40)}`,
      );
      if (done === total) out.write('\n');
    } else if (percent >= shown + 10 || done === total) {
      shown = percent;
      out.write(`${percent}% (${done}/${total})\n`);
    }
  };
}

export async function copyLocalToBucket(
  config: AppConfig,
  out: NodeJS.WritableStream & { isTTY?: boolean },
): Promise<{ copied: number; skipped: number; bytes: number }> {
  if (config.storage.driver !== 's3') throw new Error('set S3_BUCKET (and S3_*) to the bucket to copy into');
  const local = new LocalStorage(path.join(config.dataDir, 'uploads'));
  const bucket = new S3Storage(config.storage);
  try {
    const items: { key: string; size: number }[] = [];
    for await (const item of local.list()) items.push(item);
    const bar = progressBar(out, items.length);
    const { sdk, client } = await bucket.connect();
    let copied = 0;
    let skipped = 0;
    let bytes = 0;
    for (const [index, item] of items.entries()) {
      const file = path.join(local.root, ...item.key.split('/'));
      const md5 = await md5Of(file);
      const there = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket.bucket, Key: item.key })).catch(() => null);
      if (there?.ETag?.replace(/"/g, '') === md5 && there.ContentLength === item.size) {
        skipped += 1;
      } else {
        const put = await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket.bucket,
            Key: item.key,
            Body: createReadStream(file),
            ContentLength: item.size,
            ContentMD5: Buffer.from(md5, 'hex').toString('base64'),
          }),
        );
        if (put.ETag?.replace(/"/g, '') !== md5) throw new Error(`${item.key}: the bucket's checksum differs from the file's`);
        copied += 1;
        bytes += item.size;
      }
      bar(index + 1, item.key);
    }
    return { copied, skipped, bytes };
  } finally {
    bucket.close();
  }
}
