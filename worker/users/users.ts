import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { users, type UserRow } from "../../schema/tables";
import type { PublicUser } from "../../schema/users";
import type { Db } from "../db";
import { Conflict, NotFound, Refused } from "../domain-errors";
import { hashPassword } from "../auth/passwords";

export function toPublicUser(u: UserRow): PublicUser {
  return { id: u.id, username: u.username, isAdmin: u.isAdmin, createdAt: u.createdAt.toISOString() };
}

const sameName = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export function findUserById(db: Db, id: number) {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function findUserByName(db: Db, username: string) {
  return db.select().from(users).where(sameName(username)).get();
}

export function listUsers(db: Db) {
  return db.select().from(users).orderBy(asc(users.id)).all();
}

const USERNAME_TAKEN = "Username already exists";

async function assertNameFree(db: Db, username: string, exceptId?: number) {
  const clash = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? sameName(username) : and(sameName(username), ne(users.id, exceptId)))
    .get();
  if (clash) throw new Conflict(USERNAME_TAKEN);
}

function isUniqueViolation(e: unknown) {
  return e instanceof Error && /UNIQUE constraint failed/i.test(`${e.message} ${String(e.cause ?? "")}`);
}

export async function createUser(db: Db, input: { username: string; password: string; isAdmin: boolean }) {
  await assertNameFree(db, input.username);
  const password = await hashPassword(input.password);
  try {
    return (await db.insert(users).values({ ...input, password }).returning().get())!;
  } catch (e) {
    // Two creates racing for one name: the unique index decides, and the loser hears why.
    if (isUniqueViolation(e)) throw new Conflict(USERNAME_TAKEN);
    throw e;
  }
}

async function otherAdminCount(db: Db, id: number) {
  const row = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), ne(users.id, id)))
    .get();
  return row?.n ?? 0;
}

export interface UserChange {
  username: string;
  isAdmin: boolean;
  newPassword?: string;
}

/**
 * Applies an administrator's edit. Returns the updated row and whether the user's sessions must
 * end (their password changed or they lost administrator rights).
 */
export async function updateUser(db: Db, actorId: number, id: number, change: UserChange) {
  const target = await findUserById(db, id);
  if (!target) throw new NotFound("User");
  const demoting = target.isAdmin && !change.isAdmin;
  if (demoting && id === actorId) throw new Refused("You cannot remove your own administrator access");
  if (demoting && (await otherAdminCount(db, id)) === 0) {
    throw new Refused("The last administrator cannot be demoted");
  }
  await assertNameFree(db, change.username, id);
  const values: Partial<UserRow> = { username: change.username, isAdmin: change.isAdmin };
  if (change.newPassword !== undefined) values.password = await hashPassword(change.newPassword);
  const endSessions = demoting || change.newPassword !== undefined;
  if (endSessions) values.sessionsValidAfter = Math.floor(Date.now() / 1000);
  try {
    const updated = (await db.update(users).set(values).where(eq(users.id, id)).returning().get())!;
    return { user: updated, endSessions };
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(USERNAME_TAKEN);
    throw e;
  }
}

export async function deleteUser(db: Db, actorId: number, id: number) {
  const target = await findUserById(db, id);
  if (!target) throw new NotFound("User");
  if (id === actorId) throw new Refused("You cannot delete your own account");
  if (target.isAdmin && (await otherAdminCount(db, id)) === 0) {
    throw new Refused("The last administrator cannot be deleted");
  }
  await db.delete(users).where(eq(users.id, id));
}
