import { randomUUID } from "node:crypto";
import { inject } from "vitest";

export interface Account {
  username: string;
  password: string;
}

/** The administrator's session cookie, one sign-in per test file (bcrypt makes each one cost). */
let adminCookie: Promise<string> | undefined;

async function signInAdmin(baseUrl: string, admin: Account, headers: Record<string, string>): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A new teacher account, made through the admin API: a test that signs in with it has its own
 * user, its own passages and its own generation rate limit.
 */
export async function createTeacher(baseUrl = inject("baseUrl"), admin: Account = inject("admin")): Promise<Account> {
  // The API refuses state-changing requests that do not say they come from its own origin.
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  adminCookie ??= signInAdmin(baseUrl, admin, headers);
  const teacher = { username: `teacher-${randomUUID().slice(0, 8)}`, password: "teach-pass-123" };
  const created = await fetch(`${baseUrl}/api/admin/users`, {
    method: "POST",
    headers: { ...headers, cookie: await adminCookie },
    body: JSON.stringify({ ...teacher, isAdmin: false }),
  });
  if (created.status !== 201) throw new Error(`creating ${teacher.username} failed: ${created.status} ${await created.text()}`);
  return teacher;
}

/** This test file's teacher, made on first use: for tests that do not look at the account's data. */
let fileTeacher: Promise<Account> | undefined;
export function teacherOfFile(): Promise<Account> {
  fileTeacher ??= createTeacher();
  return fileTeacher;
}
