import { randomUUID } from "node:crypto";

export interface Account {
  username: string;
  password: string;
}

/**
 * A new teacher account, made through the admin API: a test file that signs in with it has its own
 * user, its own passages and its own generation rate limit.
 */
export async function createTeacher(baseUrl: string, admin: Account): Promise<Account> {
  // The API refuses state-changing requests that do not say they come from its own origin.
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const teacher = { username: `teacher-${randomUUID().slice(0, 8)}`, password: "teach-pass-123" };
  const created = await fetch(`${baseUrl}/api/admin/users`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ ...teacher, isAdmin: false }),
  });
  if (created.status !== 201) throw new Error(`creating ${teacher.username} failed: ${created.status} ${await created.text()}`);
  return teacher;
}
