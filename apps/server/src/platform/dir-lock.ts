import fs from 'node:fs';
import path from 'node:path';

/**
 * Takes a directory for this process alone (a PGlite database, a live stream being written): a lock
 * file beside it holding our pid; a second taker is refused, and a lock left by a dead process is
 * taken over. Answers the release.
 */
export function lockDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(`directory ${dir} is in use by process ${owner}`);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock directory ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
