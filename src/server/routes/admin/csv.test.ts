import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['plain@example.com', 'plain@example.com'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['', ''],
  ])('escapes %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['email', 'n'],
        [
          ['a@b.c', 1],
          [null, '=x'],
        ],
      ),
    ).toBe("email,n\r\na@b.c,1\r\n,'=x\r\n");
  });
});
