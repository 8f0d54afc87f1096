import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createDb } from "../../worker/db";
import { createUser as createUserRow } from "../../worker/users/users";

export const ORIGIN = "http://localhost";
export const db = () => createDb(env.DB);

let counter = 0;
/** A username no other test in the file uses. */
export const uniqueName = (prefix = "user") => `${prefix}${Date.now().toString(36)}${counter++}`;

/** Calls the Worker like the SPA does: same-origin, JSON bodies, an optional session cookie. */
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
  return exports.default.fetch(`${ORIGIN}${path}`, { method, headers, body });
}

export async function createUser(opts: { username?: string; password?: string; isAdmin?: boolean } = {}) {
  const username = opts.username ?? uniqueName(opts.isAdmin ? "admin" : "teacher");
  const password = opts.password ?? "secret-pass";
  const row = await createUserRow(db(), { username, password, isAdmin: opts.isAdmin ?? false });
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
