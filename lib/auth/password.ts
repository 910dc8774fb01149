// Passwords are hashed with argon2id (memory-hard, OWASP's first choice) through
// @node-rs/argon2. The parameters follow OWASP's 19 MiB / 2 iterations baseline; they are
// stored inside the PHC string, so raising them later keeps old hashes verifiable.
import { hash, verify } from "@node-rs/argon2";

// `Algorithm.Argon2id` is a const enum, which isolatedModules cannot inline: its value is 2.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// ASVS 2.1.1: at least 12 characters.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500.
    return false;
  }
}

// A fixed hash to verify against when the email is unknown, so that a wrong email and a
// wrong password take the same time and the response does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("llar-timing-equaliser");
  await verifyPassword(await dummyHash, password);
}
