/**
 * Every row of a list in its order, read a batch at a time after the last row read (keyset paging:
 * each batch costs the same however deep, where an offset would read all the rows before it), up
 * to `cap` rows. `readAfter` answers the batch after a row (the first batch after null).
 */
export async function* keysetRows<Row>(
  readAfter: (last: Row | null, limit: number) => Promise<Row[]>,
  options: { cap: number; batch?: number },
): AsyncGenerator<Row> {
  const batch = options.batch ?? 1_000;
  let last: Row | null = null;
  for (let sent = 0; sent < options.cap;) {
    const rows = await readAfter(last, Math.min(batch, options.cap - sent));
    yield* rows;
    sent += rows.length;
    if (rows.length < batch) return;
    last = rows.at(-1)!;
  }
}
