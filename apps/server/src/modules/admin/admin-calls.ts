import { type AdminCall, adminWriteActions } from '@vce/contract/admin';
import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Download, registerCall } from '../../platform/calls';
import { AppError } from '../../platform/errors';
import { insertAudit } from './admin-store';
import { allows, grantingRole } from './permissions';
import { type ConsoleCaller, callerOf } from './session-service';

/** A change's answer with what the audit log keeps of it: the thing changed, before and after. */
export class Audited<T> {
  constructor(
    readonly data: T,
    readonly entry: { target: string | number; before: unknown; after: unknown },
  ) {}
}

export interface AdminContext<C extends AdminCall> {
  body: z.output<C['request']>;
  caller: ConsoleCaller;
  /** The HTTP request (an upload reads its stream); absent when a call is run in-process. */
  request: FastifyRequest | undefined;
}

export type AdminResult<C extends AdminCall> = z.input<C['data']> | Audited<z.input<C['data']>> | Download;

const needConfirm = (key: 'adminSessionExpired' | 'adminConfirmNeeded') => new AppError(Code.NEED_CONFIRM, msg[key]);

/**
 * Registers a console call: the caller must hold a role granting the call's action on its
 * resource (refused otherwise, nothing run), within a confirmed console session; a change needs a
 * confirmation within the hour, answers `Audited`, and its audit row is written with who, in which
 * role, from which IP.
 */
export function registerAdminCall<C extends AdminCall>(
  app: FastifyInstance,
  call: C,
  handler: (context: AdminContext<C>) => Promise<AdminResult<C>>,
) {
  const { resource, action } = call.permission;
  const isWrite = adminWriteActions.includes(action);
  registerCall(app, call, async ({ body, userId, token, request }) => {
    // A 'user' call: registerCall has refused guests.
    const caller = await callerOf(app, { userId: userId!, token: token ?? '' });
    if (!allows(caller.roles, resource, action)) throw AppError.reject('adminForbidden');
    const now = Date.now();
    if (caller.expiresAt <= now) throw needConfirm('adminSessionExpired');
    if (isWrite && caller.writableUntil <= now) throw needConfirm('adminConfirmNeeded');
    const result = await handler({ body, caller, request });
    const audit = (entry: Audited<unknown>['entry']) =>
      insertAudit(app.db, {
        actorId: caller.userId,
        role: grantingRole(caller.roles, resource, action) ?? caller.roles[0]!,
        call: call.path,
        resource,
        action,
        target: String(entry.target),
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: request?.ip ?? '',
      });
    // An export is kept in the log too (who took which rows out), with the filters it was asked with.
    if (result instanceof Download) return (await audit({ target: 'export', before: null, after: body }), result);
    if (!isWrite) return result as z.input<C['data']>;
    if (!(result instanceof Audited)) throw new Error(`${call.path} changes something and must answer Audited`);
    await audit(result.entry);
    return result.data as z.input<C['data']>;
  });
}
