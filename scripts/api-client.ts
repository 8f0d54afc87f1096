// The few API calls the load and benchmark scripts make to prepare their traffic.

export async function call(baseUrl: string, method: string, path: string, opts: { cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Origin: baseUrl };
  if (opts.cookie) headers.Cookie = opts.cookie;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs in and returns the cookie to send back. */
export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await call(baseUrl, "POST", "/api/auth/login", { body: { username, password } });
  return (res.headers.get("Set-Cookie") ?? "").split(";")[0]!;
}

/** Creates `count` teachers through the admin API and signs each in; returns their cookies. */
export async function teachers(baseUrl: string, adminCookie: string, count: number, password = "load-test-pass"): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `teacher${i}`;
    await call(baseUrl, "POST", "/api/admin/users", { cookie: adminCookie, body: { username, password } });
    cookies.push(await login(baseUrl, username, password));
  }
  return cookies;
}
