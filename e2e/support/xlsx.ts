// Reading back a downloaded xlsx file, with the library that wrote it (xlsx is shared-ui's
// dependency): the first sheet's rows as the cells show them.
import { createRequire } from 'node:module';
import path from 'node:path';

const XLSX = createRequire(path.join(__dirname, '..', '..', 'shared-ui', 'package.json'))('xlsx') as {
  readFile(file: string): { SheetNames: string[]; Sheets: Record<string, unknown> };
  utils: { sheet_to_json(sheet: unknown, options: { header: 1; raw: false }): string[][] };
};

/** The first sheet of the file, one array of formatted cell texts per row (the header first). */
export function readSheet(file: string): string[][] {
  const book = XLSX.readFile(file);
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0] as string], { header: 1, raw: false });
}
