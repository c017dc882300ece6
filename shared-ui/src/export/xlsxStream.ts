// An xlsx file written as its rows arrive (issue 11: 100,000 rows in under 5 s). SheetJS's
// `write` builds the whole sheet as objects and then as one XML string after the last page:
// 3 to 4 s for 100,000 rows in the worker, after the rows had all arrived. Here each page
// becomes its part of the sheet's XML at once and is deflated (fflate) while the next page is
// fetched, so finishing only closes the archive. What is written is the smallest workbook
// Office Open XML allows: one sheet, text as inline strings, numbers with comma thousands
// (spec shell-highlights 9) through two cell styles. The tests read every file back with SheetJS.
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { ExportCell } from './types';

/** Excel's own limits: a sheet name's length, a cell's characters. */
const SHEET_NAME_MAX = 31;
const CELL_TEXT_MAX = 32_767;
/**
 * fflate's level. Deflating the sheet is most of the file's cost: for 100,000 rows (45 MB of XML)
 * level 6 took 2.0 s and gave 4.5 MB, level 1 1.3 s and 5.2 MB. The file is made while the user
 * waits; 15 % more bytes cost them less than 0.7 s.
 */
const DEFLATE_LEVEL = 1;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Cell styles (styles.xml's cellXfs): text, an integer as #,##0, a fraction as #,##0.## */
const STYLE_INTEGER = 1;
const STYLE_FRACTION = 2;

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.##"/></numFmts>' +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  // 3 is Excel's built-in #,##0.
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** Characters XML 1.0 cannot hold at all (a NUL byte in a scanned text): dropped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

/** The column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A sheet name Excel accepts: none of \ / ? * [ ] :, at most 31 characters, never empty. */
export function sheetNameOf(name: string): string {
  return name.replace(/[\\/?*[\]:]/g, ' ').slice(0, SHEET_NAME_MAX) || 'Data';
}

function cellXml(ref: string, value: ExportCell): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    // A number Excel cannot hold is no number: written as the text it would show.
    if (!Number.isFinite(value)) return cellXml(ref, String(value));
    const style = Number.isInteger(value) ? STYLE_INTEGER : STYLE_FRACTION;
    return `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
  }
  const text = xmlText(value.length > CELL_TEXT_MAX ? value.slice(0, CELL_TEXT_MAX) : value);
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

export interface XlsxStream {
  addRows(rows: readonly ExportCell[][]): void;
  /** Closes the sheet and the archive: the file's bytes. */
  finish(): ArrayBuffer;
}

/** Starts a file with its header row; column widths follow the header's titles. */
export function startXlsx(header: readonly string[], sheetName: string): XlsxStream {
  const parts: Uint8Array[] = [];
  let size = 0;
  let failure: Error | null = null;
  let ended = false;
  const zip = new Zip((error, data, final) => {
    if (error) {
      failure = error;
      return;
    }
    parts.push(data);
    size += data.length;
    if (final) ended = true;
  });
  const addFile = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: DEFLATE_LEVEL });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  addFile('[Content_Types].xml', CONTENT_TYPES);
  addFile('_rels/.rels', ROOT_RELS);
  addFile(
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
      `<sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  addFile('xl/styles.xml', STYLES);

  // The sheet last: the archive streams it as it grows.
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: DEFLATE_LEVEL });
  zip.add(sheet);
  const columns = header.map((_, i) => columnName(i));
  const widths = header
    .map((title, i) => {
      const width = Math.min(60, Math.max(10, title.length + 2));
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  let rowNumber = 0;
  const rowXml = (cells: readonly ExportCell[]) => {
    rowNumber += 1;
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < cells.length && i < columns.length; i += 1)
      xml += cellXml(`${columns[i]}${rowNumber}`, cells[i]!);
    return `${xml}</row>`;
  };
  sheet.push(
    strToU8(
      `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
        (widths ? `<cols>${widths}</cols>` : '') +
        `<sheetData>${rowXml(header)}`,
    ),
  );

  const check = () => {
    if (failure) throw failure;
  };
  return {
    addRows(rows) {
      check();
      if (rows.length === 0) return;
      let xml = '';
      for (const row of rows) xml += rowXml(row);
      sheet.push(strToU8(xml));
      check();
    },
    finish() {
      check();
      sheet.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
      check();
      if (!ended) throw new Error('The xlsx archive did not close');
      const file = new Uint8Array(size);
      let at = 0;
      for (const part of parts) {
        file.set(part, at);
        at += part.length;
      }
      return file.buffer;
    },
  };
}
