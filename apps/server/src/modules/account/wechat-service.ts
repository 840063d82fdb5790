import { randomBytes } from 'node:crypto';
import { currentAgreementVersion } from '@vce/contract/account-fields';
import type { WechatLoginResult } from '@vce/contract/account-wechat';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { WECHAT_PENDING_BIND_SECONDS, type WechatIdentity } from '../../providers/wechat/wechat-provider';
import { answerLogin, newUserFields, type Visitor } from './login-service';
import { verifySmsCode } from './sms-service';
import { findUserById, findUserByMobile, insertUserWithMobile } from './store';
import * as store from './wechat-store';

type LoginResult = z.input<typeof WechatLoginResult>;

/** A QR login ticket (mode 5): our own random id, shown through the provider's QR. */
export async function createWechatTicket(input: { app: FastifyInstance; origin: string }) {
  const { app } = input;
  const expireSeconds = app.config.WECHAT_QR_EXPIRE_SECONDS;
  const ticket = randomBytes(16).toString('hex');
  await store.insertLoginTicket(app.db, { ticket, expiresAt: new Date(Date.now() + expireSeconds * 1000) });
  const { qrCodeUrl } = await app.wechat
    .createQr({ ticket, expireSeconds, origin: input.origin })
    .catch((error: unknown) => {
      app.log.error({ err: error }, 'WeChat QR ticket failed');
      throw AppError.reject('wechatUnavailable');
    });
  if (Math.random() < 0.05) void store.deleteExpiredWechatRows(app.db).catch(() => undefined);
  return { ticket, expire_seconds: expireSeconds, qr_code_url: qrCodeUrl };
}

/** A scan (the dev page, or WeChat's event push) attaches an identity to a live ticket, once. */
export async function confirmWechatScan(input: { app: FastifyInstance; ticket: string; identity: WechatIdentity }) {
  const isScanned = await store.markTicketScanned(input.app.db, { ticket: input.ticket, ...input.identity });
  if (!isScanned) throw AppError.reject('wechatTicketInvalid');
}

/** Polling: 0 waiting, -1 expired/unknown/already answered, 1 with the login branch (answered once). */
export async function checkWechatTicket(input: { app: FastifyInstance; ticket: string }) {
  const { app, ticket } = input;
  const row = await store.findLoginTicket(app.db, ticket);
  if (!row || row.answeredAt) return { status: -1 as const };
  if (!row.scannedAt || !row.openid) return { status: row.expiresAt > new Date() ? (0 as const) : (-1 as const) };
  if (!(await store.claimScannedTicket(app.db, ticket))) return { status: -1 as const };
  const data = await resolveWechatIdentity({ app, identity: { openid: row.openid, nickname: row.nickname ?? '' } });
  return { status: 1 as const, data };
}

/** Website OAuth code (the /wxLoginCallback page): same branching as a scanned ticket. */
export async function loginWithWechatCode(input: { app: FastifyInstance; code: string }) {
  const identity = await input.app.wechat.exchangeCode(input.code);
  if (!identity) throw AppError.reject('wechatCodeInvalid');
  return resolveWechatIdentity({ app: input.app, identity });
}

/** Type 1: bound, logged in. Type 2: not bound; the openid may be bound to a phone for 10 minutes. */
async function resolveWechatIdentity(input: { app: FastifyInstance; identity: WechatIdentity }): Promise<LoginResult> {
  const { app, identity } = input;
  const userId = await store.findUserIdByOpenid(app.db, identity.openid);
  const user = userId === undefined ? undefined : await findUserById(app.db, userId);
  if (user) {
    const login = await answerLogin({ app, user, isRegister: false, agreementVersion: currentAgreementVersion });
    return { type: 1, openid: identity.openid, ...login };
  }
  const expiresAt = new Date(Date.now() + WECHAT_PENDING_BIND_SECONDS * 1000);
  await store.upsertPendingBind(app.db, { ...identity, expiresAt });
  return { type: 2, openid: identity.openid };
}

/**
 * Bind phone (mode 6): only an openid a scan or OAuth code proved in the last 10 minutes; the
 * bind_phone code proves the phone, whose account is created when new.
 */
export async function bindPhoneToWechat(input: {
  app: FastifyInstance;
  mobile: string;
  code: string;
  openid: string;
  visitor: Visitor;
}) {
  const { app, mobile, openid, visitor } = input;
  const pending = await store.findPendingBind(app.db, openid);
  if (!pending) throw AppError.reject('wechatOpenidInvalid');
  await verifySmsCode({ app, mobile, event: 'bind_phone', code: input.code });
  let user = await findUserByMobile(app.db, mobile);
  let isRegister = false;
  if (!user) {
    const fields = newUserFields(mobile, visitor);
    user = (await insertUserWithMobile(app.db, fields)) ?? (await findUserByMobile(app.db, mobile));
    isRegister = true;
  }
  if (!user) throw new Error('user neither created nor found');
  if (!(await store.insertWechatIdentity(app.db, { openid, userId: user.id, nickname: pending.nickname }))) {
    const boundTo = await store.findUserIdByOpenid(app.db, openid);
    throw AppError.reject(boundTo === undefined ? 'mobileHasWechat' : 'wechatAlreadyBound');
  }
  await store.deletePendingBind(app.db, openid);
  return answerLogin({ app, user, isRegister, agreementVersion: visitor.agreement_version });
}

/** The website OAuth page's parameters; the return page must be one of ours. */
export function createWechatOauthParams(input: { app: FastifyInstance; url: string; origin: string }) {
  let target: URL;
  try {
    target = new URL(input.url || '/wxLoginCallback', input.origin);
  } catch {
    throw AppError.reject('wechatRedirectInvalid');
  }
  if (target.origin !== input.origin) throw AppError.reject('wechatRedirectInvalid');
  const state = randomBytes(8).toString('hex');
  const redirectUri = target.toString();
  return {
    appid: input.app.wechat.appId,
    redirect_uri: redirectUri,
    scope: 'snsapi_login' as const,
    state,
    authorize_url: input.app.wechat.authorizeUrl({ redirectUri, state, origin: input.origin }),
  };
}
