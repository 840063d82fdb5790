/**
 * A topic's frames written to its sockets together: at most one write per socket per `windowMs`,
 * however many frames came meanwhile (docs/decisions.md "Live rooms": Centrifugo's write delay). A
 * broadcast's cost is a system call per socket, not the bytes, so two frames in one write cost about
 * what one did. A frame after a quiet spell goes at once; a busy topic's wait at most `windowMs`.
 * The frames stay whole websocket frames one after another, so the page reads them as before.
 */
export function createFrameBatches(write: (topic: string, bytes: Buffer) => void, windowMs: number) {
  const batches = new Map<string, { frames: Buffer[]; timer: NodeJS.Timeout | null; lastWrite: number }>();

  const flush = (topic: string) => {
    const batch = batches.get(topic);
    if (!batch) return;
    const { frames } = batch;
    batch.frames = [];
    batch.timer = null;
    batch.lastWrite = Date.now();
    write(topic, frames.length === 1 ? frames[0]! : Buffer.concat(frames));
  };

  return {
    add(topic: string, frame: Buffer) {
      const batch = batches.get(topic) ?? { frames: [], timer: null, lastWrite: -Infinity };
      batches.set(topic, batch);
      batch.frames.push(frame);
      if (batch.timer) return;
      const wait = batch.lastWrite + windowMs - Date.now();
      if (wait <= 0) flush(topic);
      else batch.timer = setTimeout(() => flush(topic), wait);
    },
    /** Forgets a topic no socket of this process is in any more (its pending frames have no one to go to). */
    drop(topic: string) {
      const batch = batches.get(topic);
      if (batch?.timer) clearTimeout(batch.timer);
      batches.delete(topic);
    },
    close() {
      for (const batch of batches.values()) if (batch.timer) clearTimeout(batch.timer);
      batches.clear();
    },
  };
}
