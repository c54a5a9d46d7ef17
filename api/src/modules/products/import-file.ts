/**
 * Reading a catalogue file within limits (docs/api.md, "Catalogue import and export"): CSV or XLSX told apart by the
 * file's first bytes (an XLSX is a ZIP), a CSV's text encoding detected (UTF-8, Windows-1254, ISO-8859-1) and named
 * in the dry run, and every limit — rows, columns, cells, a cell's length, an XLSX's expanded size — checked while
 * the file is read, so a file past one is refused with its reason before it is read whole. Runs in the import's
 * worker thread (import-worker.ts).
 */
import { isUtf8 } from 'node:buffer';
import { open, readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { transferColumnOf } from '@vitrin/shared-libs/registry/productFields';
import type { ImportFileInfo, TextEncoding } from '@vitrin/shared-libs/types/catalogue';
import {
  type FileRecord,
  IMPORT_FILE_MESSAGES,
  IMPORT_LIMITS,
  ImportFileRefused,
  type ImportLimits,
  RecordCollector,
} from './import-limits';
import { type Cells, unescapeFormulae } from './transfer';
import { readXlsx } from './xlsx-reader';

/** A row of a file as staff see it: its number in the file and its cells by column name. */
export interface FileRow {
  row: number;
  cells: Cells;
}

export interface ReadFile {
  /** The columns the file has, as its header names them. */
  columns: string[];
  rows: FileRow[];
  info: ImportFileInfo;
}

/** Bytes only Windows-1254 gives Turkish letters (Ğ ğ İ ı Ş ş); ISO-8859-1 reads them as Icelandic ones. */
const TURKISH_BYTES = new Set([0xd0, 0xf0, 0xdd, 0xfd, 0xde, 0xfe]);
const DECODERS: Record<TextEncoding, string> = { 'UTF-8': 'utf-8', 'Windows-1254': 'windows-1254', 'ISO-8859-1': 'latin1' };

/**
 * A CSV's encoding: UTF-8 (with or without a BOM) when its bytes are valid UTF-8; otherwise a one-byte encoding,
 * Windows-1254 when it holds a byte only Turkish gives a letter, else ISO-8859-1 (read as Windows-1252, which is
 * what programs mean by it). The two agree on every other letter (ç, ö, ü …).
 */
export function detectEncoding(bytes: Buffer): { encoding: TextEncoding; bom: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'UTF-8', bom: 3 };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new ImportFileRefused(IMPORT_FILE_MESSAGES.utf16);
  }
  if (isUtf8(bytes)) return { encoding: 'UTF-8', bom: 0 };
  for (const byte of bytes) if (TURKISH_BYTES.has(byte)) return { encoding: 'Windows-1254', bom: 0 };
  return { encoding: 'ISO-8859-1', bom: 0 };
}

function readCsv(bytes: Buffer, limits: ImportLimits): { records: FileRecord[]; encoding: TextEncoding } {
  const { encoding, bom } = detectEncoding(bytes);
  const text = new TextDecoder(DECODERS[encoding]).decode(bytes.subarray(bom));
  const collector = new RecordCollector(limits);
  let refused: unknown = null;
  let record = 0;
  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    // Each record is a spreadsheet row, whatever line breaks its quoted cells hold: row = record index + 1.
    step: (result, parser) => {
      record += 1;
      try {
        collector.add(record, result.data.map(unescapeFormulae));
      } catch (error) {
        refused = error;
        parser.abort();
      }
    },
  });
  if (refused) throw refused;
  return { records: collector.records, encoding };
}

const isZip = async (file: string): Promise<boolean> => {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
};

/** Reads an uploaded file (its path): XLSX when it is a ZIP, else CSV in its detected encoding. */
export async function readImportFile(file: string, limits: ImportLimits = IMPORT_LIMITS): Promise<ReadFile> {
  let records: FileRecord[];
  let info: ImportFileInfo;
  if (await isZip(file)) {
    records = await readXlsx(file, limits);
    info = { format: 'xlsx', encoding: null, rows: 0 };
  } else {
    const csv = readCsv(await readFile(file), limits);
    records = csv.records;
    info = { format: 'csv', encoding: csv.encoding, rows: 0 };
  }
  const [header, ...body] = records;
  // A column's Turkish title (as the export writes it) or its own name.
  const columns = (header?.values ?? []).map(transferColumnOf);
  if (!columns.includes('code')) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.noCode);
  const rows = body.map((record) => ({
    row: record.row,
    cells: Object.fromEntries(columns.flatMap((column, i) => (column === '' ? [] : [[column, record.values[i] ?? '']]))),
  }));
  return { columns: columns.filter((c) => c !== ''), rows, info: { ...info, rows: rows.length } };
}
