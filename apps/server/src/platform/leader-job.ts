import type { FastifyInstance } from 'fastify';
import { advisoryLockLeadership, soleLeadership } from './leadership';

/**
 * Periodic work that must happen once among several processes (closing expired orders, the payment
 * sandbox's notification retries): it runs on the elected leader of `name` every `intervalMs`, one
 * run at a time, and stops before the database closes. In one process that process leads. Answers
 * the election, so the process can say whether it leads.
 */
export function scheduleLeaderJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; run(): Promise<void> },
) {
  let timer: NodeJS.Timeout | undefined;
  let isActive = false;
  let running: Promise<void> | null = null;

  const tick = async () => {
    running = job.run().catch((err: unknown) => app.log.error({ err, job: job.name }, 'scheduled job failed'));
    await running;
    running = null;
    if (isActive) timer = setTimeout(() => void tick(), job.intervalMs);
  };
  const handlers = {
    onElected: async () => {
      isActive = true;
      timer = setTimeout(() => void tick(), job.intervalMs);
    },
    onDeposed: async () => {
      isActive = false;
      clearTimeout(timer);
      await running;
    },
  };
  const { config } = app;
  const leadership =
    app.redis && config.DATABASE_URL
      ? advisoryLockLeadership({ databaseUrl: config.DATABASE_URL, name: job.name, log: app.log }, handlers)
      : soleLeadership(handlers);
  app.addHook('preClose', () => leadership.stop());
  return leadership;
}
