import { compare, hash } from "bcrypt-ts";

// Cost 10: ~60-80 ms per hash in workerd on our machines (README, "Security"). Login is the only
// route that pays it; everything else stays far under the 10 ms CPU budget.
export const BCRYPT_COST = 10;

// A hash of a random string nobody knows. Unknown usernames are compared against it so that a
// login for a missing account takes as long as one for a real account.
const DUMMY_HASH = "$2b$10$L1T/3rdEQNMi8z1SloqSTO62bpyMeo1wYR5q2bJhjTwKYTAUAkLnq";

export function hashPassword(password: string): Promise<string> {
  return hash(password, BCRYPT_COST);
}

/** Compares in constant work whether or not the account exists. */
export async function verifyPassword(password: string, storedHash: string | undefined): Promise<boolean> {
  const ok = await compare(password, storedHash ?? DUMMY_HASH);
  return ok && storedHash !== undefined;
}
