import type { AdminIndicator, AdminIndicatorFields } from '@vce/contract/admin-indicators';
import { FORMULA_MAX_BYTES } from '@vce/contract/admin-indicators';
import {
  type IndicatorCategory,
  type IndicatorPlatform,
  IndicatorPlatform as PlatformSchema,
  type IndicatorPriceType,
} from '@vce/contract/commerce-indicators';
import { formatCents, parseCents } from '@vce/contract/commerce-wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { bundledFormulaBytes, decodeFormula } from './formula-files';
import {
  deleteUploadedFormula,
  findAnyIndicator,
  type IndicatorRow,
  listAllIndicators,
  listUploadedFormulas,
  saveUploadedFormula,
  updateIndicatorRow,
} from './indicator-store';

/*
 * The indicator shop's door for the console: each indicator's shelf and its formula files. Every
 * change is `indicator.changed` (search indexes the indicator again, or drops one taken off sale).
 */

type Fields = z.output<typeof AdminIndicatorFields>;

async function formulasOf(row: IndicatorRow, uploaded: Map<string, number>): Promise<AdminIndicator['formulas']> {
  const files = await Promise.all(
    PlatformSchema.options.map(async (platform) => {
      const bytes = uploaded.get(`${row.id}:${platform}`);
      if (bytes !== undefined) return { platform, source: 'uploaded' as const, bytes };
      const shipped = await bundledFormulaBytes(row.code, platform);
      return shipped === null ? null : { platform, source: 'bundled' as const, bytes: shipped };
    }),
  );
  return files.filter((file) => file !== null);
}

const consoleIndicatorOf = (row: IndicatorRow, formulas: AdminIndicator['formulas']): AdminIndicator => ({
  id: row.id,
  code: row.code,
  name: row.name,
  category: row.category as IndicatorCategory,
  summary: row.summary,
  description: row.description,
  params: row.params,
  price_type: row.priceType as IndicatorPriceType,
  price: formatCents(row.priceCents),
  price_vli: row.priceVli,
  vip_free: row.vipFree,
  platforms: row.platforms as IndicatorPlatform[],
  buyers: row.buyers,
  is_on_sale: row.isOnSale,
  sort: row.sort,
  formulas,
});

export async function readIndicatorsForConsole(app: FastifyInstance): Promise<AdminIndicator[]> {
  const [rows, uploads] = await Promise.all([listAllIndicators(app.db), listUploadedFormulas(app.db)]);
  const uploaded = new Map(uploads.map((file) => [`${file.indicatorId}:${file.platform}`, file.bytes]));
  return Promise.all(rows.map(async (row) => consoleIndicatorOf(row, await formulasOf(row, uploaded))));
}

async function consoleIndicator(app: FastifyInstance, id: number) {
  const found = (await readIndicatorsForConsole(app)).find((indicator) => indicator.id === id);
  if (!found) throw AppError.reject('indicatorUnknown');
  return found;
}

/** The before and after of a change, and the list the console shows next. */
async function changed(app: FastifyInstance, id: number, before: AdminIndicator) {
  const list = await readIndicatorsForConsole(app);
  return { before, after: list.find((indicator) => indicator.id === id)!, list };
}

const announce = (app: FastifyInstance, tx: Db, indicatorId: number) =>
  app.events.publish(tx, 'indicator.changed', { indicatorId });

/** Saves an indicator's shelf; each platform it is offered for must have a formula file. */
export async function updateIndicator(app: FastifyInstance, { id, ...fields }: Fields) {
  const before = await consoleIndicator(app, id);
  const missing = fields.platforms.find((platform) => !before.formulas.some((file) => file.platform === platform));
  if (missing) throw AppError.reject('indicatorFormulaMissing');
  await inTransaction(app.db, async (tx) => {
    await updateIndicatorRow(tx, id, {
      name: fields.name,
      category: fields.category,
      summary: fields.summary,
      description: fields.description,
      params: fields.params,
      priceType: fields.price_type,
      priceCents: fields.price_type === 'vq' ? parseCents(fields.price) : 0,
      priceVli: fields.price_type === 'vli' ? fields.price_vli : 0,
      vipFree: fields.vip_free,
      platforms: [...fields.platforms].sort(),
      isOnSale: fields.is_on_sale,
      sort: fields.sort,
    });
    await announce(app, tx, id);
  });
  return changed(app, id, before);
}

/** The multipart's `id` and `platform` fields and its file's bytes (64 KB at most). */
async function receiveFormulaParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: FORMULA_MAX_BYTES, files: 1 } })) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else if (part.fieldname === 'file' && !bytes) {
      bytes = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw AppError.reject('indicatorFormulaTooLarge');
        throw error;
      });
    } else part.file.resume();
  }
  if (!bytes) throw AppError.reject('indicatorFormulaRequired');
  const platform = PlatformSchema.safeParse(fields.platform);
  if (!platform.success) throw AppError.reject('indicatorPlatformInvalid');
  return { id: Number(fields.id) || 0, platform: platform.data, bytes };
}

/** Keeps an uploaded formula file in place of the shipped one; downloads give it from now on. */
export async function uploadFormula(app: FastifyInstance, request: FastifyRequest | undefined) {
  if (!request?.isMultipart()) throw AppError.reject('indicatorFormulaRequired');
  const { id, platform, bytes } = await receiveFormulaParts(request);
  const content = decodeFormula(bytes);
  if (content === null) throw AppError.reject('indicatorFormulaInvalid');
  if (!(await findAnyIndicator(app.db, id))) throw AppError.reject('indicatorUnknown');
  const before = await consoleIndicator(app, id);
  await inTransaction(app.db, async (tx) => {
    await saveUploadedFormula(tx, { indicatorId: id, platform, content });
    await announce(app, tx, id);
  });
  return { id, ...(await changed(app, id, before)) };
}

/** Drops an uploaded file, so downloads give the shipped one; refused when none is shipped and it is offered. */
export async function resetFormula(app: FastifyInstance, id: number, platform: IndicatorPlatform) {
  const before = await consoleIndicator(app, id);
  const row = (await findAnyIndicator(app.db, id))!;
  if (row.platforms.includes(platform) && (await bundledFormulaBytes(row.code, platform)) === null)
    throw AppError.reject('indicatorFormulaMissing');
  const removed = await inTransaction(app.db, async (tx) => {
    const gone = await deleteUploadedFormula(tx, id, platform);
    if (gone.length) await announce(app, tx, id);
    return gone.length;
  });
  if (!removed) throw AppError.reject('indicatorFormulaNotUploaded');
  return changed(app, id, before);
}
