import type { AdminAgreement, AdminAgreementFields, AdminAgreementRow } from '@vce/contract/admin-agreements';
import { agreementNames } from '@vce/contract/shell-agreements';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { announceAgreementsChanged } from './agreement-routes';
import { sanitizeAgreementHtml } from './agreement-html';
import {
  deleteAgreementRow,
  findAgreementRow,
  insertAgreement,
  listAgreementRows,
  updateAgreementRow,
} from './agreement-store';

/*
 * 协议, the console's door into the agreements of `/agreementV2?name=…`: their text is sanitised
 * when saved (and again when served), and every process reads them again once one changes.
 */

const linkedNames: readonly string[] = Object.values(agreementNames);

type Row = NonNullable<Awaited<ReturnType<typeof findAgreementRow>>>;

const rowOf = (row: Row): AdminAgreementRow => ({
  name: row.name,
  title: row.title,
  version: row.version,
  sort: row.sort,
  update_time: Math.floor(row.updatedAt.getTime() / 1000),
  is_linked: linkedNames.includes(row.name),
});

const agreementOf = (row: Row): AdminAgreement => ({ ...rowOf(row), content_html: row.content });

export const readAgreementsForConsole = async (app: FastifyInstance) => (await listAgreementRows(app.db)).map(rowOf);

export async function readAgreementForConsole(app: FastifyInstance, name: string) {
  const row = await findAgreementRow(app.db, name);
  if (!row) throw AppError.reject('agreementUnknown');
  return agreementOf(row);
}

const columnsOf = (fields: AdminAgreementFields) => ({
  name: fields.name,
  title: fields.title,
  version: fields.version,
  sort: fields.sort,
  content: sanitizeAgreementHtml(fields.content_html),
});

export async function createAgreement(app: FastifyInstance, fields: AdminAgreementFields) {
  if (!(await insertAgreement(app.db, columnsOf(fields)))) throw AppError.reject('agreementNameTaken');
  await announceAgreementsChanged(app.bus);
  return readAgreementForConsole(app, fields.name);
}

/** Rewrites an agreement; answers it before and after. */
export async function updateAgreement(app: FastifyInstance, fields: AdminAgreementFields) {
  const before = await readAgreementForConsole(app, fields.name);
  if (!(await updateAgreementRow(app.db, columnsOf(fields)))) throw AppError.reject('agreementUnknown');
  await announceAgreementsChanged(app.bus);
  return { before, after: await readAgreementForConsole(app, fields.name) };
}

/** Deletes an agreement no page of the site links to; answers it as it was. */
export async function deleteAgreement(app: FastifyInstance, name: string) {
  const before = await readAgreementForConsole(app, name);
  if (before.is_linked) throw AppError.reject('agreementLinked');
  await deleteAgreementRow(app.db, name);
  await announceAgreementsChanged(app.bus);
  return before;
}
