/**
 * The first sheet of an XLSX file, read within limits (docs/api.md, "Catalogue import and export"; docs/decisions.md,
 * "Imports off the event loop"). An XLSX is a ZIP: its central directory — every part's name and its compressed
 * and uncompressed size — is read and checked first, so a file that would expand past the limits (a zip bomb) is
 * refused before a byte is inflated. The parts the sheet needs are then inflated as streams, each cut off the moment
 * it outgrows the size it declared, and parsed as they arrive (saxes): only the shared strings and the rows are kept.
 */
import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import path from 'node:path';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { type FileRecord, ImportFileRefused, type ImportLimits, IMPORT_FILE_MESSAGES, RecordCollector } from './import-limits';

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Every entry of the ZIP's central directory, refused when the archive would expand past the limits. */
async function readDirectory(handle: FileHandle, limits: ImportLimits): Promise<Map<string, ZipEntry>> {
  const { size: fileSize } = await handle.stat();
  const tail = await readAt(handle, Math.max(0, fileSize - 22 - 65_535), Math.min(fileSize, 22 + 65_535));
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64 || directorySize === ZIP64) {
    throw new ImportFileRefused(IMPORT_FILE_MESSAGES.zipTooLarge(limits.unzippedBytes));
  }
  if (count > limits.zipEntries || directorySize > 46 * limits.zipEntries + 65_535 * 3) {
    throw new ImportFileRefused(IMPORT_FILE_MESSAGES.zipTooManyParts(limits.zipEntries));
  }
  const directory = await readAt(handle, directoryOffset, directorySize);
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  for (let at = 0, n = 0; n < count; n += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
      throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
    }
    const flags = directory.readUInt16LE(at + 8);
    const entry: ZipEntry = {
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
      name: '',
    };
    const nameLength = directory.readUInt16LE(at + 28);
    entry.name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    // Encrypted, or sizes only a ZIP64 record holds (past 4 GB): nothing a catalogue file needs.
    if (flags & 1 || entry.size === ZIP64 || entry.compressedSize === ZIP64) {
      throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
    }
    total += entry.size;
    const ratio = entry.size / Math.max(1, entry.compressedSize);
    if (total > limits.unzippedBytes) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.zipTooLarge(limits.unzippedBytes));
    if (entry.size > 1024 * 1024 && ratio > limits.zipRatio) {
      throw new ImportFileRefused(IMPORT_FILE_MESSAGES.zipRatio(entry.name, Math.round(ratio), limits.zipRatio));
    }
    entries.set(entry.name, entry);
  }
  return entries;
}

/** An entry's bytes, inflated as a stream and cut off as soon as they outgrow the size its directory entry declared. */
async function* entryBytes(handle: FileHandle, file: string, entry: ZipEntry): AsyncGenerator<Buffer> {
  const local = await readAt(handle, entry.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (entry.method !== 0 && entry.method !== 8) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
  if (entry.compressedSize === 0) return;
  const raw = createReadStream(file, { start, end: start + entry.compressedSize - 1 });
  const source = entry.method === 8 ? raw.pipe(createInflateRaw()) : raw;
  let seen = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > entry.size) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.zipLies(entry.name));
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ImportFileRefused) throw error;
    throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
  } finally {
    raw.destroy();
    source.destroy();
  }
}

/** Parses an entry's XML as it is inflated; `on` hears each open tag, text and close tag (local names). */
async function parseEntry(
  handle: FileHandle,
  file: string,
  entry: ZipEntry,
  on: {
    open?: (name: string, attributes: Record<string, string>) => void;
    text?: (text: string) => void;
    close?: (name: string) => void;
  },
): Promise<void> {
  const parser = new SaxesParser();
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  if (on.open) parser.on('opentag', (tag) => on.open!(local(tag.name), tag.attributes as Record<string, string>));
  if (on.text) parser.on('text', on.text);
  if (on.close) parser.on('closetag', (tag) => on.close!(local(tag.name)));
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of entryBytes(handle, file, entry)) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode()).close();
  } catch (error) {
    if (error instanceof ImportFileRefused) throw error;
    throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
  }
}

/** The first sheet's part: workbook.xml names the sheets in order, its relationships say where each lives. */
async function firstSheetPath(handle: FileHandle, file: string, entries: Map<string, ZipEntry>): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
  let firstId: string | null = null;
  await parseEntry(handle, file, workbook, {
    open: (name, attributes) => {
      if (name === 'sheet' && firstId === null) firstId = attributes['r:id'] ?? null;
    },
  });
  let target: string | null = null;
  if (rels && firstId) {
    await parseEntry(handle, file, rels, {
      open: (name, attributes) => {
        if (name === 'Relationship' && attributes.Id === firstId) target = attributes.Target ?? null;
      },
    });
  }
  const found = target as string | null;
  if (!found) return 'xl/worksheets/sheet1.xml';
  return found.startsWith('/') ? found.slice(1) : path.posix.normalize(`xl/${found}`);
}

/** The shared strings table: each `<si>`'s text runs joined (phonetic runs left out). */
async function sharedStrings(handle: FileHandle, file: string, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await parseEntry(handle, file, entry, {
    open: (name) => {
      if (name === 'si') current = [];
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    text: (text) => {
      if (inText) current?.push(text);
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current) {
        strings.push(current.join(''));
        current = null;
      }
    },
  });
  return strings;
}

/** A cell reference's column (A → 0, AA → 26), or null when the reference names none. */
function columnOf(reference: string | undefined): number | null {
  const letters = reference ? /^[A-Z]+/i.exec(reference)?.[0] : undefined;
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** A cell's text as a spreadsheet shows it: shared and inline strings, numbers as typed, a formula's last result. */
function cellValue(type: string | undefined, value: string, inline: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : value;
    case 'e':
      return '';
    case 'str':
    case 'd':
      return value;
    default: {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? String(number) : value;
    }
  }
}

/** The first sheet's records (row number and cell texts), within the limits. */
export async function readXlsx(file: string, limits: ImportLimits): Promise<FileRecord[]> {
  const handle = await open(file, 'r');
  try {
    const entries = await readDirectory(handle, limits);
    const sheet = entries.get(await firstSheetPath(handle, file, entries));
    if (!sheet) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.notReadable);
    const strings = await sharedStrings(handle, file, entries.get('xl/sharedStrings.xml'));
    const collector = new RecordCollector(limits);
    let row = 0;
    let values: string[] = [];
    let cell: { column: number; type: string | undefined } | null = null;
    let nextColumn = 0;
    let text: 'value' | 'inline' | null = null;
    let value = '';
    let inline = '';
    await parseEntry(handle, file, sheet, {
      open: (name, attributes) => {
        if (name === 'row') {
          row = attributes.r ? Number(attributes.r) : row + 1;
          values = [];
          nextColumn = 0;
        } else if (name === 'c') {
          cell = { column: columnOf(attributes.r) ?? nextColumn, type: attributes.t };
          value = '';
          inline = '';
        } else if (name === 'v') text = 'value';
        else if (name === 't' && cell) text = 'inline';
      },
      text: (chunk) => {
        if (text === 'value') value += chunk;
        else if (text === 'inline') inline += chunk;
      },
      close: (name) => {
        if (name === 'v' || name === 't') text = null;
        else if (name === 'c' && cell) {
          const { column, type } = cell as { column: number; type: string | undefined };
          collector.checkCell(row, column);
          values[column] = cellValue(type, value, inline, strings);
          nextColumn = column + 1;
          cell = null;
        } else if (name === 'row')
          collector.add(
            row,
            Array.from(values, (v) => v ?? ''),
          );
      },
    });
    return collector.records;
  } finally {
    await handle.close();
  }
}
