/**
 * The text of a PDF as a reader extracts it, enough for tests: every page's content stream (Flate-decoded), its
 * text-showing operators, their glyph codes mapped through each font's ToUnicode CMap. Proves the text is text
 * (selectable, searchable), not a picture of it.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = head.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      found.set(Number(match[1]), { dict: text.slice(start, end), stream: null });
      continue;
    }
    // A stream's bytes are skipped by its length: they may hold anything, "endobj" included.
    const dict = text.slice(start, streamAt);
    const dataStart = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let data = pdf.subarray(dataStart, dataStart + length);
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    found.set(Number(match[1]), { dict, stream: data });
    head.lastIndex = dataStart + length;
  }
  return found;
}

/** A ToUnicode CMap's code → text (bfchar and bfrange, both forms). */
function cmap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, value] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code!, 16), utf16(value!));
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (rest!.startsWith('[')) {
        // An entry may be several code units (a ligature: <0066 0069> is "fi").
        [...rest!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((m, i) => map.set(first + i, utf16(m[1]!.replace(/\s+/g, ''))));
      } else {
        const base = parseInt(rest!.slice(1, -1), 16);
        for (let code = first; code <= last; code += 1) map.set(code, String.fromCharCode(base + code - first));
      }
    }
  }
  return map;
}

export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const lines: string[] = [];
  for (const page of [...all.values()].filter((o) => /\/Type \/Page\b/.test(o.dict))) {
    const resources = all.get(ref(page.dict, 'Resources'))?.dict ?? page.dict;
    const fontsDict = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? all.get(ref(resources, 'Font'))?.dict ?? '';
    const fonts = new Map<string, Map<number, string> | null>();
    for (const [, name, id] of fontsDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = all.get(Number(id))!;
      const toUnicode = all.get(ref(font.dict, 'ToUnicode'));
      fonts.set(name!, toUnicode?.stream ? cmap(toUnicode.stream.toString('latin1')) : null);
    }
    const content = all.get(ref(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    let current: Map<number, string> | null = null;
    let line = '';
    for (const [token] of content.matchAll(
      /\/\w+ [\d.]+ Tf|\[(?:[^\]\\]|\\.)*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj|\((?:[^)\\]|\\.)*\)\s*Tj|\bET\b/g,
    )) {
      if (token.endsWith('Tf')) current = fonts.get(token.split(' ')[0]!.slice(1)) ?? null;
      else if (token === 'ET') {
        if (line) lines.push(line);
        line = '';
      } else {
        for (const [, hex, literal] of token.matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
          if (literal !== undefined) line += literal.replace(/\\(.)/g, '$1');
          else if (current)
            for (let i = 0; i < hex!.length; i += 4) line += current.get(parseInt(hex!.slice(i, i + 4), 16)) ?? '';
          else line += Buffer.from(hex!, 'hex').toString('latin1');
        }
      }
    }
  }
  return lines.join('\n');
}
