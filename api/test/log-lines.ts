import { Writable } from 'node:stream';

/** Every line of a pino log written to it, parsed, and the raw text. */
export class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString('utf8');
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}
