import { inArray, sql } from 'drizzle-orm';
import {
  IMPORT_MAX_ROWS,
  KNOWN_COLUMNS,
  type ParsedProcedure,
  type ProviderRow,
  parseProcedureList,
  providerRowSchema,
  REQUIRED_COLUMNS,
} from '@shared/schemas/imports';
import type { Database } from '../db/client';
import { providers } from '../db/schema';
import { badRequest } from '../errors';
import { CsvError, parseCsv } from './csv';
import { Gazetteer, type Place, UNPLACED_MESSAGE } from './gazetteer';

export interface CheckedRow {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  name: string;
  errors: string[];
  valid?: { data: ProviderRow; procedures: ParsedProcedure[]; place: Place; matchId: number | null };
}

const FORMULA_CELL = /^[=@]/;
const LOOKUP_BATCH = 1000;

function normaliseHeader(cell: string) {
  return cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Reads the header and refuses a file whose columns do not match the template, naming what is wrong. */
function readHeader(header: string[]) {
  const columns = header.map(normaliseHeader);
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw badRequest(
      `The file is missing required columns: ${missing.join(', ')}. Download the template to see the expected columns.`,
    );
  }
  const unknown = columns.filter((c) => !KNOWN_COLUMNS.has(c));
  if (unknown.length > 0) {
    throw badRequest(
      `The file has columns we do not recognise: ${unknown.slice(0, 5).join(', ')}. Use the column names from the template.`,
    );
  }
  const repeated = columns.find((c, i) => columns.indexOf(c) !== i);
  if (repeated) throw badRequest(`The column ${repeated} appears twice. Keep one of them.`);
  return columns;
}

function identityKey(d: ProviderRow) {
  return d.license_number
    ? `lic:${d.state}:${d.license_number.toUpperCase()}`
    : `name:${d.first_name.toLowerCase()} ${d.last_name.toLowerCase()}:${d.zip}`;
}

function checkRow(columns: string[], record: string[], row: number, gazetteer: Gazetteer): CheckedRow {
  const cells: Record<string, string> = {};
  for (const c of KNOWN_COLUMNS) cells[c] = '';
  columns.forEach((c, i) => {
    cells[c] = record[i] ?? '';
  });
  const name = `${cells.first_name} ${cells.last_name}`.trim().slice(0, 80) || '(no name)';
  const errors: string[] = [];
  if (record.length !== columns.length) {
    errors.push(`This row has ${record.length} cells but the header has ${columns.length}.`);
  }
  for (const c of columns) {
    if (FORMULA_CELL.test(cells[c].trim())) {
      errors.push(`${c}: cells may not start with = or @ (spreadsheet formulas are not imported).`);
    }
  }
  if (errors.length > 0) return { row, name, errors };

  const parsed = providerRowSchema.safeParse(cells);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      if (seen.has(column)) continue;
      seen.add(column);
      errors.push(issue.message.startsWith(column) ? issue.message : `${column}: ${issue.message}`);
    }
    return { row, name, errors };
  }
  const data = parsed.data;
  const list = parseProcedureList(data.procedures);
  if ('error' in list) errors.push(`procedures: ${list.error}`);
  if ((data.latitude === null) !== (data.longitude === null))
    errors.push('latitude and longitude go together.');
  const place = gazetteer.place(data);
  if (!place) errors.push(UNPLACED_MESSAGE);
  if (errors.length > 0 || !place || 'error' in list) return { row, name, errors };
  return { row, name, errors, valid: { data, procedures: list.procedures, place, matchId: null } };
}

/** Finds the providers already in the directory that valid rows describe (by license and state, else name and ZIP). */
async function matchExisting(db: Database, rows: CheckedRow[]) {
  const valid = rows.filter((r) => r.valid);
  const byKey = new Map<string, CheckedRow[]>();
  for (const r of valid) {
    const key = identityKey(r.valid!.data);
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  const keys = [...byKey.keys()];
  const licenseKey = sql<string>`'lic:' || ${providers.state} || ':' || upper(${providers.licenseNumber})`;
  const nameKey = sql<string>`'name:' || lower(${providers.firstName}) || ' ' || lower(${providers.lastName}) || ':' || ${providers.zip}`;
  for (let i = 0; i < keys.length; i += LOOKUP_BATCH) {
    const batch = keys.slice(i, i + LOOKUP_BATCH);
    const lic = batch.filter((k) => k.startsWith('lic:'));
    const names = batch.filter((k) => k.startsWith('name:'));
    const found = [
      ...(lic.length
        ? await db
            .select({ id: providers.id, owner: providers.ownerUserId, key: licenseKey })
            .from(providers)
            .where(inArray(licenseKey, lic))
        : []),
      ...(names.length
        ? await db
            .select({ id: providers.id, owner: providers.ownerUserId, key: nameKey })
            .from(providers)
            .where(inArray(nameKey, names))
        : []),
    ];
    for (const match of found) {
      for (const r of byKey.get(match.key) ?? []) {
        if (match.owner) {
          r.errors.push('This provider manages their own profile on TruSelf, so imports do not change it.');
          r.valid = undefined;
        } else r.valid!.matchId = match.id;
      }
    }
  }
}

/** Parses and checks a provider CSV without writing anything: the same report serves the preview and the import. */
export async function checkProviderCsv(db: Database, text: string): Promise<CheckedRow[]> {
  let records: string[][];
  try {
    records = parseCsv(text, { maxRecords: IMPORT_MAX_ROWS + 1 });
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`We could not read this CSV file. ${error.message}`);
    throw error;
  }
  if (records.length === 0)
    throw badRequest('The file is empty. Download the template and fill in one row per provider.');
  const columns = readHeader(records[0]);
  if (records.length === 1) throw badRequest('The file has a header but no rows to import.');

  const gazetteer = await Gazetteer.load(db);
  const rows = records.slice(1).map((record, i) => checkRow(columns, record, i + 2, gazetteer));
  const firstSeen = new Map<string, number>();
  for (const r of rows) {
    if (!r.valid) continue;
    const key = identityKey(r.valid.data);
    const first = firstSeen.get(key);
    if (first !== undefined) {
      r.errors.push(`Same provider as row ${first}: keep one row per provider.`);
      r.valid = undefined;
    } else firstSeen.set(key, r.row);
  }
  await matchExisting(db, rows);
  return rows;
}
