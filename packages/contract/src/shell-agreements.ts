import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { noBody } from './validation';

/** The agreements the pages link to by name (`/agreementV2?name=…`); operators may add more. */
export const agreementNames = {
  vip: 'vip_xieyi',
  aiRule: 'ai_rule',
  privacyGuideline: 'privacy_guideline',
  userAgreement: 'user_agreement',
} as const;

/** An agreement's name is a short slug: letters, digits and underscores, starting with a letter. */
export const agreementNameField = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, msg.agreementNameInvalid)
  .describe('协议名称');

export const AgreementSummary = z.object({
  name: z.string(),
  title: z.string(),
  version: z.string(),
  /** Unix seconds of the text's last change. */
  update_time: z.number().int(),
});

/** One agreement; `content` is HTML the server has sanitised against its allow-list. */
export const AgreementData = AgreementSummary.extend({ content: z.string() });

export const getAgreement = defineCall({
  path: '/api/common/getAgreement',
  access: 'public',
  request: z.object({ name: agreementNameField }),
  data: AgreementData,
});

export const agreementList = defineCall({
  path: '/api/common/agreementList',
  access: 'public',
  request: noBody,
  data: z.array(AgreementSummary),
});
