import { searchCount, useSearch } from '@vce/contract/commerce-quota';
import { sign, signBaseInfo } from '@vce/contract/commerce-sign-in';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { readSearchCount, useSearch as useFreeSearch } from './quota-service';
import { readSignInfo, signIn } from './sign-in-service';

export async function commerceRoutes(app: FastifyInstance) {
  registerCall(app, signBaseInfo, ({ userId }) => readSignInfo({ app, userId }));
  registerCall(app, sign, async ({ userId }) => {
    const { isNew, info } = await signIn({ app, userId });
    return new Answer(info, isNew ? msg.signSuccess : msg.signAlready);
  });
  registerCall(app, useSearch, ({ userId, body }) => useFreeSearch({ app, userId, ...body }));
  registerCall(app, searchCount, ({ userId, body }) => readSearchCount({ app, userId, uuid: body.uuid }));
}
