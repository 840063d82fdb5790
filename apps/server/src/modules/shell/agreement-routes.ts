import { agreementList, getAgreement } from '@vce/contract/shell-agreements';
import type { FastifyInstance } from 'fastify';
import type { Bus } from '../../platform/bus';
import { registerCall } from '../../platform/calls';
import type { Db } from '../../platform/db';
import { Preserialized } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { keptValue, whenReady } from '../../platform/kept-value';
import { sanitizeAgreementHtml } from './agreement-html';
import { listAgreements } from './agreement-store';

/** Announced after an agreement is changed: every process drops its copy and reads them again. */
export const AGREEMENTS_CHANGED = 'shell.agreements-changed';

declare module '../../platform/bus' {
  interface BusChannels {
    'shell.agreements-changed': null;
  }
}
export const announceAgreementsChanged = (bus: Bus) => bus.publish(AGREEMENTS_CHANGED, null);

/** A copy is also dropped after this long, so a row edited by hand in the database shows without a restart. */
const AGREEMENTS_TTL_MS = 5 * 60_000;

/**
 * `/agreementV2?name=…` and `/my/agreementList` (docs/decisions.md "Agreements"). The handful of
 * agreements are read together, sanitised once and kept as serialised answers, so an unknown name
 * is refused without asking the database either.
 */
export async function agreementRoutes(app: FastifyInstance) {
  const answers = keptValue(() => loadAnswers(app.db), { ttlMs: AGREEMENTS_TTL_MS });
  const stopListening = app.bus.subscribe(AGREEMENTS_CHANGED, answers.reset);
  app.addHook('onClose', async () => stopListening());

  registerCall(app, agreementList, () => whenReady(answers.get(), (loaded) => loaded.list), { preserialized: true });
  registerCall(
    app,
    getAgreement,
    ({ body }) =>
      whenReady(answers.get(), (loaded) => {
        const answer = loaded.byName.get(body.name);
        if (!answer) throw AppError.reject('agreementUnknown');
        return answer;
      }),
    { preserialized: true },
  );
}

interface AgreementAnswers {
  list: Preserialized;
  byName: Map<string, Preserialized>;
}

async function loadAnswers(db: Db): Promise<AgreementAnswers> {
  const rows = await listAgreements(db);
  const byName = new Map<string, Preserialized>();
  const list = rows.map((row) => {
    const summary = {
      name: row.name,
      title: row.title,
      version: row.version,
      update_time: Math.floor(row.updatedAt.getTime() / 1000),
    };
    // Sanitised here too: a row may have been written by hand, not through the seed or a later editor.
    byName.set(row.name, Preserialized.of({ ...summary, content: sanitizeAgreementHtml(row.content) }));
    return summary;
  });
  return { list: Preserialized.of(list), byName };
}
