import { Code } from '@vce/contract/codes';
import { type MessageKey, msg } from '@vce/contract/messages';

/** The one error type of the server: a code of the envelope and a Chinese message for the user. */
export class AppError extends Error {
  readonly code: number;
  readonly statusCode: number;

  constructor(code: number, message: string, statusCode = 200) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
  }

  /** A rejected input or broken rule: HTTP 200, code 0, the message shown as is. */
  static reject(key: MessageKey | string): AppError {
    return new AppError(Code.FAIL, key in msg ? msg[key as MessageKey] : key);
  }

  static needLogin(): AppError {
    return new AppError(Code.NEED_LOGIN, msg.needLogin);
  }
}
