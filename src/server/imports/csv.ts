// RFC 4180 CSV: quoted fields, "" escapes, CRLF / LF / CR line ends, a UTF-8 byte-order mark, and line breaks
// inside quotes. Small on purpose: one pass over the text, no dependencies.

export class CsvError extends Error {}

export interface CsvParseOptions {
  /** Stop with a CsvError once more than this many records (header included) are read. */
  maxRecords?: number;
}

/** Parses CSV text into records of fields. Blank lines are dropped. */
export function parseCsv(text: string, options: CsvParseOptions = {}): string[][] {
  const maxRecords = options.maxRecords ?? Number.POSITIVE_INFINITY;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let i = 0;

  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === '')) {
      records.push(record);
      if (records.length > maxRecords) throw new CsvError(`The file has more than ${maxRecords - 1} rows.`);
    }
    record = [];
  };

  while (i < input.length) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        const next = input[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvError(`Line ${line}: a quoted field must end at a comma or the end of the line.`);
        }
        continue;
      }
      if (ch === '\n' || (ch === '\r' && input[i + 1] !== '\n')) line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && !fieldStarted && field === '') {
      quoted = true;
      fieldStarted = true;
      i++;
      continue;
    }
    if (ch === ',') {
      endField();
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    if (ch === '"') throw new CsvError(`Line ${line}: a quote may only appear inside a quoted field.`);
    field += ch;
    fieldStarted = true;
    i++;
  }
  if (quoted) throw new CsvError(`Line ${line}: a quoted field is never closed.`);
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

// Spreadsheet apps run cells that start with these as formulas (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, safe to open in a spreadsheet: formula-like text is prefixed with ' and everything is quoted. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() || safe !== value
    ? `"${safe.replace(/"/g, '""')}"`
    : safe;
}

export function toCsv(rows: (string | number | boolean | null | undefined)[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
