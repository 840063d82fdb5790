import { z } from 'zod';
import { mobileField, newPasswordField, smsCodeField } from './account-fields';
import { defineCall } from './call';
import { msg } from './messages';

/** Set password (login dialog mode 4): the new password twice. */
export const SetPasswordRequest = z
  .object({
    password: newPasswordField(msg.setPasswordRequired),
    newpassword: z.string({ error: msg.setPasswordRepeat }).min(1, msg.setPasswordRepeat),
  })
  .refine((body) => body.password === body.newpassword, { message: msg.setPasswordMismatch, path: ['newpassword'] });

export const setPwd = defineCall({
  path: '/api/user/setPwd',
  access: 'user',
  request: SetPasswordRequest,
  data: z.null(),
});

/** Forgot password (mode 7): phone, SMS code (event reset_pwd), the new password and, if sent, its repeat. */
export const ResetPasswordRequest = z
  .object({
    mobile: mobileField,
    captcha: smsCodeField,
    newpassword: newPasswordField(msg.newPasswordRequired),
    newpassword1: z.string().optional(),
  })
  .refine((body) => body.newpassword1 === undefined || body.newpassword1 === body.newpassword, {
    message: msg.newPasswordMismatch,
    path: ['newpassword1'],
  });

export const resetPwd = defineCall({
  path: '/api/user/resetPwd',
  access: 'public',
  request: ResetPasswordRequest,
  data: z.null(),
});

/** A random nickname for the profile wizard: 期友 and four characters. */
export const getRandNickname = defineCall({
  path: '/api/user/getRandNickname',
  access: 'public',
  request: z.object({}).passthrough(),
  data: z.object({ nickname: z.string() }),
});
