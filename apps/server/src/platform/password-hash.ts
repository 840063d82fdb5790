import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's minimum recommendation.
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const options = { algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash to verify against when the account does not exist, so both paths cost the same time. */
let decoy: Promise<string> | null = null;

/** True when the password matches; unknown accounts (no hash) spend the same work and fail. */
export async function verifyPassword(input: { passwordHash: string | null; password: string }): Promise<boolean> {
  if (!input.passwordHash) {
    decoy ??= hashPassword('decoy-password-1');
    await verify(await decoy, input.password).catch(() => false);
    return false;
  }
  return verify(input.passwordHash, input.password).catch(() => false);
}
