// The streamed xlsx file read back by SheetJS, as Excel would open it.
import { read, utils } from 'xlsx';
import { columnName, sheetNameOf, startXlsx, xmlText } from './xlsxStream';

function readBack(bytes: ArrayBuffer) {
  const book = read(new Uint8Array(bytes), { type: 'array', cellNF: true });
  const name = book.SheetNames[0]!;
  const sheet = book.Sheets[name]!;
  return { name, sheet, rows: utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: null }) };
}

it('writes the header and the rows in order, page after page', () => {
  const file = startXlsx(['QR Code', 'Scans'], 'Scan History');
  file.addRows([['QR1', 1]]);
  file.addRows([]);
  file.addRows([
    ['QR2', 2],
    ['QR3', 3],
  ]);
  const { name, rows } = readBack(file.finish());
  expect(name).toBe('Scan History');
  expect(rows).toEqual([
    ['QR Code', 'Scans'],
    ['QR1', '1'],
    ['QR2', '2'],
    ['QR3', '3'],
  ]);
});

it('keeps numbers as numbers with comma thousands, and empty cells empty', () => {
  const file = startXlsx(['a', 'b', 'c'], 'Data');
  file.addRows([[1234567, 1234.5, null]]);
  const { sheet, rows } = readBack(file.finish());
  expect(sheet.A2).toMatchObject({ t: 'n', v: 1234567, z: '#,##0' });
  expect(sheet.B2).toMatchObject({ t: 'n', v: 1234.5, z: '#,##0.##' });
  expect(sheet.C2).toBeUndefined();
  // (SheetJS shows a custom format's text only for the formats it knows by number.)
  expect(rows[1]?.[0]).toBe('1,234,567');
});

it('writes what people type, markup, NUL bytes and all, as plain text', () => {
  const file = startXlsx(['text'], 'Data');
  file.addRows([['<b>"Tom & Jerry"</b>'], ['before\u0000after'], ['  spaced  '], [String(Number.NaN)]]);
  const { rows } = readBack(file.finish());
  expect(rows.slice(1).map((row) => row[0])).toEqual(['<b>"Tom & Jerry"</b>', 'beforeafter', '  spaced  ', 'NaN']);
});

it('writes a number Excel cannot hold as the text it would show', () => {
  const file = startXlsx(['n'], 'Data');
  file.addRows([[Number.POSITIVE_INFINITY]]);
  expect(readBack(file.finish()).sheet.A2).toMatchObject({ t: 's', v: 'Infinity' });
});

it('names columns as Excel does, and gives Excel a sheet name it accepts', () => {
  expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  expect(sheetNameOf('Report: Q1/Q2 [draft]?')).toBe('Report  Q1 Q2  draft  ');
  expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
  expect(sheetNameOf('')).toBe('Data');
  expect(xmlText('a<b')).toBe('a&lt;b');
});
