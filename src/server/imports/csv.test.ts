import { describe, expect, it } from 'vitest';
import { CsvError, csvCell, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain fields with LF, CRLF and CR line ends', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('strips a UTF-8 byte-order mark and drops blank lines', () => {
    expect(parseCsv('\uFEFFname\n\nAnn\n\n')).toEqual([['name'], ['Ann']]);
  });

  it('keeps commas, escaped quotes and line breaks inside quoted fields', () => {
    const text = 'a,b\r\n"Smith, Jr.","She said ""hi""\r\nthen left"\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b'],
      ['Smith, Jr.', 'She said "hi"\r\nthen left'],
    ]);
  });

  it('keeps empty fields, including trailing ones', () => {
    expect(parseCsv('a,,c,\n')).toEqual([['a', '', 'c', '']]);
    expect(parseCsv('"",x')).toEqual([['', 'x']]);
  });

  it('refuses malformed quoting with the line number', () => {
    expect(() => parseCsv('a\n"open')).toThrow(new CsvError('Line 2: a quoted field is never closed.'));
    expect(() => parseCsv('"a"b,c')).toThrow(CsvError);
    expect(() => parseCsv('a"b,c')).toThrow(/Line 1/);
  });

  it('stops reading past the record limit', () => {
    const text = ['h', ...Array.from({ length: 10 }, (_, i) => String(i))].join('\n');
    expect(() => parseCsv(text, { maxRecords: 5 })).toThrow('The file has more than 4 rows.');
    expect(parseCsv(text, { maxRecords: 11 })).toHaveLength(11);
  });
});

describe('csvCell', () => {
  it('neutralises formula-like text so spreadsheets show it as text', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 305 555 0100')).toBe(`"'+1 305 555 0100"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
  });

  it('quotes separators and leaves plain values and numbers alone', () => {
    expect(csvCell('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('round-trips through the parser', () => {
    const rows = [
      ['name', 'note'],
      ['Ann "A"', 'line1\nline2'],
      ['Bob', 'x,y'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
