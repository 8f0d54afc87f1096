import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createDb } from "../../worker/db";
import worker from "../../worker/index";
import { users } from "../../schema/tables";
import { hashPassword } from "../../worker/auth/passwords";
import { createUser as createUserRow } from "../../worker/users/users";

export const ORIGIN = "http://localhost";
export const db = () => createDb(env.DB);

let counter = 0;
/** A username no other test in the file uses. */
export const uniqueName = (prefix = "user") => `${prefix}${Date.now().toString(36)}${counter++}`;

/**
 * Calls the Worker like the SPA does: same-origin, JSON bodies, an optional session cookie.
 *
 * It hands the request to the Worker's fetch handler with the test bindings, not through
 * `exports.default.fetch`: @cloudflare/vitest-pool-workers 0.15 wraps its entrypoint class's
 * prototype in one more Proxy on every request made that way (cloudflare/workers-sdk#15092, fixed
 * by #15106), so each such request is slower than the one before it (18 ms at first, 31 ms after
 * 150, 0.7 s after 1,500) and a couple of thousand in one workerd overflow the stack, as the deep
 * fuzz did. requests.test.ts still goes through exports.default.
 */
export async function api(
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Origin: ORIGIN, ...opts.headers };
  if (opts.cookie) headers.Cookie = opts.cookie;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
  }
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const DEFAULT_PASSWORD = "secret-pass";
let defaultHash: Promise<string> | undefined;

/**
 * A user to test with. With the default password its row is written with that password's hash,
 * made once a file (each bcrypt hash costs ~100 ms in workerd, and most tests only need someone to
 * sign in as, which still checks the password at full cost); any other password goes through the
 * domain's own createUser, which admin-users.test.ts tests through the API.
 */
export async function createUser(opts: { username?: string; password?: string; isAdmin?: boolean } = {}) {
  const username = opts.username ?? uniqueName(opts.isAdmin ? "admin" : "teacher");
  const password = opts.password ?? DEFAULT_PASSWORD;
  const isAdmin = opts.isAdmin ?? false;
  const row =
    password === DEFAULT_PASSWORD
      ? (await db().insert(users).values({ username, password: await (defaultHash ??= hashPassword(DEFAULT_PASSWORD)), isAdmin }).returning().get())!
      : await createUserRow(db(), { username, password, isAdmin });
  return { ...row, plainPassword: password };
}

/** Signs in and returns the `name=value` cookie to send back. */
export async function login(username: string, password: string): Promise<string> {
  const res = await api("POST", "/api/auth/login", { body: { username, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0]!;
}

export async function signedIn(opts: { isAdmin?: boolean } = {}) {
  const user = await createUser(opts);
  return { user, cookie: await login(user.username, user.plainPassword) };
}
