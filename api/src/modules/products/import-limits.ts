/**
 * What a catalogue file may hold (docs/api.md, "Catalogue import and export"), checked while it is read: a file past
 * a limit is refused with its reason, in Turkish, before it is read whole.
 */
import { ValidationFailed } from '../../lib/http';

const MB = 1024 * 1024;

export interface ImportLimits {
  /** Rows of products (the header and blank rows not counted). */
  rows: number;
  /** Columns a row may reach. */
  columns: number;
  /** Cells in all (filled or not, up to each row's last). */
  cells: number;
  /** Characters in one cell (Excel's own limit). */
  cellChars: number;
  /** What an XLSX's parts add up to once expanded. */
  unzippedBytes: number;
  /** How much larger than its compressed bytes one part (past 1 MB) may expand. */
  zipRatio: number;
  /** Parts an XLSX may hold. */
  zipEntries: number;
}

export const IMPORT_LIMITS: ImportLimits = {
  rows: 20_000,
  columns: 200,
  cells: 1_000_000,
  cellChars: 32_767,
  unzippedBytes: 64 * MB,
  zipRatio: 200,
  zipEntries: 500,
};

export const IMPORT_FILE_MESSAGES = {
  notReadable: 'Dosya okunamadı: CSV (UTF-8, Windows-1254 ya da ISO-8859-1) ya da XLSX bekleniyor',
  noCode: 'Dosyada "Kod" sütunu yok',
  utf16: 'UTF-16 ile kaydedilmiş CSV okunamıyor: dosyayı "CSV UTF-8" olarak kaydedin',
  tooManyRows: (max: number) => `Dosyada en fazla ${max} ürün satırı olabilir: dosyayı bölerek içe aktarın`,
  tooManyColumns: (row: number, max: number) => `Satır ${row}: en fazla ${max} sütun olabilir`,
  tooManyCells: (max: number) => `Dosyada en fazla ${max} hücre olabilir: dosyayı bölerek içe aktarın`,
  cellTooLong: (row: number, column: string, max: number) =>
    `Satır ${row}, ${column}: bir hücre en fazla ${max} karakter olabilir`,
  zipTooLarge: (bytes: number) =>
    `XLSX dosyası açıldığında ${bytes / MB} MB'tan büyük olur: açılmadan reddedildi (dosyayı bölün ya da CSV olarak kaydedin)`,
  zipRatio: (part: string, ratio: number, max: number) =>
    `XLSX dosyasının "${part}" bölümü olağan dışı sıkıştırılmış (${ratio} kat; en fazla ${max}): açılmadan reddedildi`,
  zipTooManyParts: (max: number) => `XLSX dosyasında en fazla ${max} bölüm olabilir: açılmadan reddedildi`,
  zipLies: (part: string) => `XLSX dosyasının "${part}" bölümü bildirdiği boyuttan büyük çıktı: dosya reddedildi`,
} as const;

/** A file refused whole: a 422 on `file` with the reason. */
export class ImportFileRefused extends ValidationFailed {
  constructor(message: string) {
    super({ file: message }, message);
  }
}

/** A record of the file: its row number as staff see it (the header is row 1) and its cell texts. */
export interface FileRecord {
  row: number;
  values: string[];
}

/** Collects a file's records while it is read, refusing it at the first limit it passes. */
export class RecordCollector {
  readonly records: FileRecord[] = [];
  private cells = 0;
  private rows = 0;

  constructor(private readonly limits: ImportLimits) {}

  checkCell(row: number, column: number): void {
    if (column >= this.limits.columns) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.tooManyColumns(row, this.limits.columns));
  }

  add(row: number, values: string[]): void {
    if (values.length > this.limits.columns) {
      throw new ImportFileRefused(IMPORT_FILE_MESSAGES.tooManyColumns(row, this.limits.columns));
    }
    const long = values.findIndex((value) => value.length > this.limits.cellChars);
    if (long >= 0) {
      const name = this.records[0]?.values[long] || `${long + 1}. sütun`;
      throw new ImportFileRefused(IMPORT_FILE_MESSAGES.cellTooLong(row, name, this.limits.cellChars));
    }
    if (!values.some((value) => value.trim() !== '')) return;
    this.cells += values.length;
    if (this.cells > this.limits.cells) throw new ImportFileRefused(IMPORT_FILE_MESSAGES.tooManyCells(this.limits.cells));
    // The first filled record is the header.
    if (this.records.length > 0 && (this.rows += 1) > this.limits.rows) {
      throw new ImportFileRefused(IMPORT_FILE_MESSAGES.tooManyRows(this.limits.rows));
    }
    this.records.push({ row, values });
  }
}
