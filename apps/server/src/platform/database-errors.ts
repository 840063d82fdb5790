/**
 * The SQLSTATE of a failed statement, where the drivers put it: pg on the error, Drizzle on the
 * error it wraps around the driver's (`cause`).
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const code = (candidate as { code?: unknown } | null)?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
