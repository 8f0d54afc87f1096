import { describe, expect, it } from "vitest";
import { api, createUser, login, signedIn, uniqueName } from "./helpers";

type UserJson = { id: number; username: string; isAdmin: boolean; createdAt: string };

describe("admin routes: who may call them", () => {
  it.each([
    ["GET", "/api/admin/users"],
    ["POST", "/api/admin/users"],
    ["PUT", "/api/admin/users/1"],
    ["DELETE", "/api/admin/users/1"],
    ["GET", "/api/admin/stats"],
  ])("%s %s returns 401 when anonymous and 403 for a non-admin", async (method, path) => {
    const anonymous = await api(method, path, { body: method === "GET" ? undefined : {} });
    expect(anonymous.status).toBe(401);
    const { cookie } = await signedIn();
    const teacher = await api(method, path, { cookie, body: method === "GET" ? undefined : {} });
    expect(teacher.status).toBe(403);
    expect(await teacher.json()).toEqual({ message: "Administrator access required" });
  });
});

describe("GET /api/admin/users", () => {
  it("lists users without password hashes", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const other = await createUser();
    const res = await api("GET", "/api/admin/users", { cookie });
    expect(res.status).toBe(200);
    const list = await res.json<UserJson[]>();
    expect(list.find((u) => u.id === other.id)).toEqual({
      id: other.id,
      username: other.username,
      isAdmin: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toMatch(/password|\$2b\$/);
  });
});

describe("POST /api/admin/users", () => {
  it("creates a user who can then sign in", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const username = uniqueName("new");
    const res = await api("POST", "/api/admin/users", { cookie, body: { username, password: "abcdef" } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ username, isAdmin: false });
    expect(await login(username, "abcdef")).toMatch(/^spark_session=/);
  });

  it("trims the username", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const username = uniqueName("trim");
    const res = await api("POST", "/api/admin/users", { cookie, body: { username: `  ${username} `, password: "abcdef" } });
    expect((await res.json<UserJson>()).username).toBe(username);
  });

  it.each([
    [{ username: "ab", password: "abcdef" }, "Username must be at least 3 characters"],
    [{ username: "validname", password: "abc" }, "Password must be at least 6 characters"],
    [{ password: "abcdef" }, "Username is required"],
    [{ username: "validname" }, "Password is required"],
    [{ username: "x".repeat(51), password: "abcdef" }, "Username must be at most 50 characters"],
    [{ username: "bad<name>", password: "abcdef" }, "Username may contain only letters, numbers, spaces and . _ @ ' -"],
    [{ username: "validname", password: "abcdef", isAdmin: "yes" }, "isAdmin must be true or false"],
    [{ username: "validname", password: "abcdef", role: "root" }, 'Unrecognized key: "role"'],
  ])("returns 400 for %j", async (body, message) => {
    const { cookie } = await signedIn({ isAdmin: true });
    const res = await api("POST", "/api/admin/users", { cookie, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("returns 409 when the username is taken, whatever its case", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const existing = await createUser();
    const res = await api("POST", "/api/admin/users", {
      cookie,
      body: { username: existing.username.toUpperCase(), password: "abcdef" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Username already exists" });
  });
});

describe("PUT /api/admin/users/:id", () => {
  it("renames and promotes a user", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const user = await createUser();
    const username = uniqueName("renamed");
    const res = await api("PUT", `/api/admin/users/${user.id}`, {
      cookie,
      body: { username, isAdmin: true, changePassword: false },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, username, isAdmin: true });
  });

  it("requires a 6-character new password only when changing it", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const user = await createUser();
    const keep = await api("PUT", `/api/admin/users/${user.id}`, {
      cookie,
      body: { username: user.username, isAdmin: false, changePassword: false, newPassword: "x" },
    });
    expect(keep.status).toBe(200);
    const short = await api("PUT", `/api/admin/users/${user.id}`, {
      cookie,
      body: { username: user.username, isAdmin: false, changePassword: true, newPassword: "abc" },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: "Password must be at least 6 characters when changing password" });
  });

  it("ends the user's sessions when the password changes, and the new password works", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const { user, cookie: theirs } = await signedIn();
    const res = await api("PUT", `/api/admin/users/${user.id}`, {
      cookie,
      body: { username: user.username, isAdmin: false, changePassword: true, newPassword: "brand-new" },
    });
    expect(res.status).toBe(200);
    expect((await api("GET", "/api/auth/user", { cookie: theirs })).status).toBe(401);
    expect(await login(user.username, "brand-new")).toMatch(/^spark_session=/);
  });

  it("ends a demoted administrator's sessions", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const { user, cookie: theirs } = await signedIn({ isAdmin: true });
    await api("PUT", `/api/admin/users/${user.id}`, {
      cookie,
      body: { username: user.username, isAdmin: false, changePassword: false },
    });
    expect((await api("GET", "/api/admin/users", { cookie: theirs })).status).toBe(401);
  });

  it("refuses to let an administrator demote themself", async () => {
    const { user, cookie } = await signedIn({ isAdmin: true });
    const res = await api("PUT", `/api/admin/users/${user.id}`, {
      cookie,
      body: { username: user.username, isAdmin: false, changePassword: false },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "You cannot remove your own administrator access" });
  });

  it("returns 409 when renaming onto a taken username", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const a = await createUser();
    const b = await createUser();
    const res = await api("PUT", `/api/admin/users/${a.id}`, {
      cookie,
      body: { username: b.username, isAdmin: false, changePassword: false },
    });
    expect(res.status).toBe(409);
  });

  it.each([
    ["/api/admin/users/abc", 400, "User id must be a positive whole number"],
    ["/api/admin/users/0", 400, "User id must be a positive whole number"],
    ["/api/admin/users/999999", 404, "User not found"],
  ])("PUT %s returns %i", async (path, status, message) => {
    const { cookie } = await signedIn({ isAdmin: true });
    const res = await api("PUT", path, { cookie, body: { username: "someone", isAdmin: false, changePassword: false } });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes a user, whose session stops working at once", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const { user, cookie: theirs } = await signedIn();
    const res = await api("DELETE", `/api/admin/users/${user.id}`, { cookie });
    expect(res.status).toBe(204);
    expect((await api("GET", "/api/auth/user", { cookie: theirs })).status).toBe(401);
    const list = await (await api("GET", "/api/admin/users", { cookie })).json<UserJson[]>();
    expect(list.some((u) => u.id === user.id)).toBe(false);
  });

  it("refuses to delete the signed-in administrator", async () => {
    const { user, cookie } = await signedIn({ isAdmin: true });
    const res = await api("DELETE", `/api/admin/users/${user.id}`, { cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "You cannot delete your own account" });
  });

  it("returns 404 for a missing user", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    expect((await api("DELETE", "/api/admin/users/987654", { cookie })).status).toBe(404);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts users and administrators", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const before = await (await api("GET", "/api/admin/stats", { cookie })).json<Record<string, number>>();
    await createUser();
    const after = await (await api("GET", "/api/admin/stats", { cookie })).json<Record<string, number>>();
    expect(after.totalUsers).toBe(before.totalUsers! + 1);
    expect(after.adminUsers).toBe(before.adminUsers);
    expect(after.totalApiCalls).toBe(0);
  });
});

describe("an administrator changing their own password", () => {
  it("ends their other sessions and keeps them signed in here on a new token", async () => {
    const { user, cookie } = await signedIn({ isAdmin: true });
    const elsewhere = await login(user.username, user.plainPassword);
    const res = await api("PUT", `/api/admin/users/${user.id}`, {
      cookie,
      body: { username: user.username, isAdmin: true, changePassword: true, newPassword: "rotated-pass" },
    });
    expect(res.status).toBe(200);
    const fresh = (res.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(fresh).toMatch(/^spark_session=/);
    expect(fresh).not.toBe(cookie);
    expect((await api("GET", "/api/auth/user", { cookie: fresh })).status).toBe(200);
    expect((await api("GET", "/api/auth/user", { cookie })).status).toBe(401);
    expect((await api("GET", "/api/auth/user", { cookie: elsewhere })).status).toBe(401);
  });
});
