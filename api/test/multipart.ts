/** A multipart/form-data body for app.inject: text fields and files, in the order given. */
export interface MultipartFile {
  filename: string;
  data: Buffer;
  /** What the client claims; the server never trusts it. Default application/octet-stream. */
  contentType?: string;
}

export type MultipartValue = string | MultipartFile;

export const BOUNDARY = '----vitrinTestBoundary7MA4YWxk';

export function multipart(fields: Record<string, MultipartValue | MultipartValue[]>): {
  payload: Buffer;
  contentType: string;
} {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') {
        chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
      } else {
        chunks.push(
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${item.filename}"\r\n` +
              `Content-Type: ${item.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          item.data,
          Buffer.from('\r\n'),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
