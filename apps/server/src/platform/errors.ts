import { Code } from '@vce/contract/codes';
import { type MessageKey, msg } from '@vce/contract/messages';

/** The one error type of the server: a code of the envelope and a Chinese message for the user. */
export class AppError extends Error {
  readonly code: number;
  readonly statusCode: number;
  /** What the envelope carries with the refusal (a permission tip); null for most. */
  readonly data: unknown;

  constructor(code: number, message: string, statusCode = 200, data: unknown = null) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.data = data;
  }

  /** A rejected input or broken rule: HTTP 200, code 0, the message shown as is. */
  static reject(key: MessageKey | string): AppError {
    return new AppError(Code.FAIL, key in msg ? msg[key as MessageKey] : key);
  }

  static needLogin(): AppError {
    return new AppError(Code.NEED_LOGIN, msg.needLogin);
  }

  /** Refused for lack of rights: code 4004 with the permission tip the client shows (spec 001 §3). */
  static needPrivilege(message: string, tip: unknown): AppError {
    return new AppError(Code.NEED_PRIVILEGE, message, 200, tip);
  }
}
