import { beijingDateTime } from '@vce/market-core/calendar';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Download } from '../../platform/calls';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

/**
 * A cell as a spreadsheet will not run it: text starting like a formula (=, +, @, a tab, or a minus
 * that is not a number) gets a leading apostrophe, so a nickname such as =HYPERLINK(…) stays text.
 */
const inertCell = (value: string | number) =>
  typeof value === 'string' && (/^[=+@\t\r]/.test(value) || (/^-/.test(value) && !/^-\d+(\.\d+)?$/.test(value)))
    ? `'${value}`
    : value;

/** Beijing day and time to the second (the console's own format); '' for none. */
export const csvTime = (at: Date | null) => (at ? beijingDateTime(at.getTime()) : '');

/**
 * A CSV file made from rows as they are read (csv-stringify; UTF-8 with a byte-order mark for
 * Excel): nothing is held but the batch being written, whatever the list's length.
 */
export function csvDownload<Row>(fileName: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>) {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => inertCell(column.value(row)));
    })(),
  );
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header) });
  // A failed read ends the file early (the response is cut); it is logged by the server's handler.
  void pipeline(records, csv).catch(() => {});
  return new Download(fileName, 'text/csv; charset=utf-8', csv);
}
