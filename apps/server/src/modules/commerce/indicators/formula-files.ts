import type { IndicatorPlatform } from '@vce/contract/commerce-indicators';
import { readFile, stat } from 'node:fs/promises';
import type { Db } from '../../../platform/db';
import { findUploadedFormula } from './indicator-store';

/** The formula files shipped with the site, `<code>.<platform>.txt`. */
const formulasDir = new URL('./formulas/', import.meta.url);
const bundledFile = (code: string, platform: IndicatorPlatform) => new URL(`${code}.${platform}.txt`, formulasDir);

/** The size of the shipped file, or null when the site ships none for that platform. */
export const bundledFormulaBytes = async (code: string, platform: IndicatorPlatform) =>
  (await stat(bundledFile(code, platform)).catch(() => null))?.size ?? null;

/** What a download gives: the operators' upload when there is one, else the shipped file; null when neither. */
export async function formulaText(db: Db, indicator: { id: number; code: string }, platform: IndicatorPlatform) {
  const uploaded = await findUploadedFormula(db, indicator.id, platform);
  if (uploaded) return uploaded.content;
  return readFile(bundledFile(indicator.code, platform), 'utf8').catch(() => null);
}

/**
 * An uploaded file's text: UTF-8, or GBK as Chinese trading software often saves it (decoded to
 * UTF-8); null for anything that is not text.
 */
export function decodeFormula(bytes: Buffer): string | null {
  if (bytes.length === 0 || bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    try {
      return new TextDecoder('gbk', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
}
