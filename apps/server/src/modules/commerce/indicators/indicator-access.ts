import type { FastifyInstance } from 'fastify';
import { isMember } from '../vip/membership-service';
import { type IndicatorRow, type OwnerSource, ownershipOf } from './indicator-store';

/**
 * What gives a caller an indicator now: having bought it (or downloaded it while free), its being
 * free, or, for a members' indicator, a running membership (a `vip` hold lapses with it). Null: the
 * caller must get it first.
 */
export function rightTo(indicator: IndicatorRow, held: OwnerSource | undefined, member: boolean): OwnerSource | null {
  if (held === 'bought' || held === 'free') return held;
  if (indicator.priceType === 'free') return 'free';
  if (indicator.vipFree && member) return 'vip';
  return null;
}

/** The caller's right to each indicator (none for a guest). */
export async function rightsOf(app: FastifyInstance, userId: number | null, rows: IndicatorRow[]) {
  const held = await ownershipOf(
    app.db,
    userId,
    rows.map((row) => row.id),
  );
  const member = userId !== null && (await isMember(app.db, userId));
  return new Map(rows.map((row) => [row.id, userId === null ? null : rightTo(row, held.get(row.id), member)] as const));
}
