import {
  listAdminIndicators,
  resetAdminIndicatorFormula,
  updateAdminIndicator,
  uploadAdminIndicatorFormula,
} from '@vce/contract/admin-indicators';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as indicators from '../commerce/indicators/indicator-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** The formula's text is not kept in the audit log: its size says which file it was. */
const withoutText = ({
  formulas,
  ...shelf
}: Awaited<ReturnType<typeof indicators.readIndicatorsForConsole>>[number]) => ({
  ...shelf,
  formulas: formulas.map((file) => `${file.platform}:${file.source}:${file.bytes}`),
});

/** 指标: the indicator shop's shelf and formula files; each change audited with what changed. */
export async function indicatorRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminIndicators, async () => ({ list: await indicators.readIndicatorsForConsole(app) }));
  registerAdminCall(app, updateAdminIndicator, async ({ body }) => {
    const { before, after, list } = await indicators.updateIndicator(app, body);
    return new Audited({ list }, { target: body.id, ...changedFields(withoutText(before), withoutText(after)) });
  });
  registerAdminCall(app, resetAdminIndicatorFormula, async ({ body }) => {
    const { before, after, list } = await indicators.resetFormula(app, body.id, body.platform);
    return new Audited({ list }, { target: body.id, ...changedFields(withoutText(before), withoutText(after)) });
  });
  // A context of its own: multipart's parser touches only the upload.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    registerAdminCall(uploads, uploadAdminIndicatorFormula, async ({ request }) => {
      const { id, before, after, list } = await indicators.uploadFormula(app, request);
      return new Audited({ list }, { target: id, ...changedFields(withoutText(before), withoutText(after)) });
    });
  });
}
