import {
  createAdminAgreement,
  deleteAdminAgreement,
  listAdminAgreements,
  showAdminAgreement,
  updateAdminAgreement,
} from '@vce/contract/admin-agreements';
import type { FastifyInstance } from 'fastify';
import {
  createAgreement,
  deleteAgreement,
  readAgreementForConsole,
  readAgreementsForConsole,
  updateAgreement,
} from '../shell/agreement-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 协议: the agreements' titles, versions and text; each change audited. */
export function agreementRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminAgreements, async () => ({ list: await readAgreementsForConsole(app) }));
  registerAdminCall(app, showAdminAgreement, ({ body }) => readAgreementForConsole(app, body.name));
  registerAdminCall(app, createAdminAgreement, async ({ body }) => {
    const agreement = await createAgreement(app, body);
    return new Audited(agreement, { target: agreement.name, before: null, after: agreement });
  });
  registerAdminCall(app, updateAdminAgreement, async ({ body }) => {
    const { before, after } = await updateAgreement(app, body);
    return new Audited(after, { target: body.name, ...changedFields(before, after) });
  });
  registerAdminCall(app, deleteAdminAgreement, async ({ body }) => {
    const before = await deleteAgreement(app, body.name);
    return new Audited({ list: await readAgreementsForConsole(app) }, { target: body.name, before, after: null });
  });
}
