import type { AdminCouponBatch, AdminCouponTemplate, AdminCouponTemplateFields } from '@vce/contract/admin-coupons';
import { formatCents, parseCents } from '@vce/contract/commerce-wallet';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { findUserDisplays } from '../../account/account-service';
import {
  claimGrant,
  findTemplate,
  insertGrantedCoupons,
  insertTemplate,
  listTemplatesWithCounts,
  readGrantPage,
  type TemplateColumns,
  type TemplateRow,
  updateTemplateRow,
} from './coupon-console-store';

/*
 * 优惠券, the console's door into coupons: the kinds of coupon (templates) the gift pack, the draw,
 * the V粒 shop and operators give, and the operators' batches. A template's change applies to coupons
 * given after it; a given coupon keeps its terms (they are copied into it).
 */

const templateOf = (row: TemplateRow, counts: { given: number; used: number }): AdminCouponTemplate => ({
  id: row.id,
  name: row.name,
  kind: row.kind as AdminCouponTemplate['kind'],
  amount: formatCents(row.amountCents),
  rate_percent: row.ratePercent,
  min_spend: formatCents(row.minSpendCents),
  product_kinds: row.productKinds as AdminCouponTemplate['product_kinds'],
  valid_days: row.validDays,
  ...counts,
});

export async function readTemplatesForConsole(app: FastifyInstance) {
  return (await listTemplatesWithCounts(app.db)).map(({ template, given, used }) =>
    templateOf(template, { given, used }),
  );
}

async function readTemplate(app: FastifyInstance, id: number) {
  return (await readTemplatesForConsole(app)).find((template) => template.id === id) ?? null;
}

/** A discount takes nothing off by amount, an amount coupon pays no rate: the unused term is kept neutral. */
const columnsOf = (fields: AdminCouponTemplateFields): TemplateColumns => ({
  name: fields.name,
  kind: fields.kind,
  amountCents: fields.kind === 'amount' ? parseCents(fields.amount) : 0,
  ratePercent: fields.kind === 'discount' ? fields.rate_percent : 100,
  minSpendCents: parseCents(fields.min_spend),
  productKinds: fields.product_kinds,
  validDays: fields.valid_days,
});

export async function createCouponTemplate(app: FastifyInstance, fields: AdminCouponTemplateFields) {
  return (await readTemplate(app, await insertTemplate(app.db, columnsOf(fields))))!;
}

export async function updateCouponTemplate(app: FastifyInstance, id: number, fields: AdminCouponTemplateFields) {
  const before = await readTemplate(app, id);
  if (!before || !(await updateTemplateRow(app.db, id, columnsOf(fields))))
    throw AppError.reject('couponTemplateUnknown');
  return { before, after: (await readTemplate(app, id))! };
}

/**
 * One batch: a coupon of the template to each user, once per batch key whatever is sent again or at
 * the same moment (the batch's row and a unique batch-and-user index decide). Every id must be a user.
 */
export async function grantCoupons(
  app: FastifyInstance,
  input: { templateId: number; userIds: number[]; batchNo: string; note: string; byUserId: number },
) {
  const userIds = [...new Set(input.userIds)];
  const known = new Set((await findUserDisplays(app.db, userIds)).map((user) => user.id));
  const unknown = userIds.filter((id) => !known.has(id));
  if (unknown.length) throw AppError.reject(msg.couponUsersUnknown.replace('{ids}', unknown.slice(0, 10).join('、')));
  return inTransaction(app.db, async (tx) => {
    const template = await findTemplate(tx, input.templateId);
    if (!template) throw AppError.reject('couponTemplateUnknown');
    const grant = await claimGrant(tx, {
      batchNo: input.batchNo,
      templateId: template.id,
      note: input.note,
      byUserId: input.byUserId,
    });
    if (grant.templateId !== template.id) throw AppError.reject('couponBatchReused');
    const given = await insertGrantedCoupons(tx, { grantId: grant.id, template, userIds });
    if (given.length)
      await app.events.publish(tx, 'coupons.granted', {
        userIds: given.map((coupon) => coupon.userId),
        couponName: template.name,
        expiresAt: given[0]!.expiresAt.toISOString(),
      });
    return { batch_no: grant.batchNo, granted: given.length, users: userIds.length };
  });
}

export async function readCouponBatches(app: FastifyInstance, page: { page: number; limit: number }) {
  const { rows, total } = await readGrantPage(app.db, page);
  const list: AdminCouponBatch[] = rows.map((row) => ({
    batch_no: row.grant.batchNo,
    template: { id: row.grant.templateId, name: row.templateName },
    note: row.grant.note,
    by: row.by?.id ? { id: row.by.id, nickname: row.by.nickname } : null,
    created_at: unixSeconds(row.grant.createdAt),
    users: row.users,
    used: row.used,
  }));
  return { total, list };
}
