import { describe, expect, it } from "vitest";
import { api, createUser, login, signedIn } from "./helpers";

describe("POST /api/auth/login", () => {
  it("signs in and returns the user without any password field", async () => {
    const user = await createUser();
    const res = await api("POST", "/api/auth/login", {
      body: { username: user.username, password: user.plainPassword },
    });
    expect(res.status).toBe(200);
    const body = await res.json<{ user: Record<string, unknown> }>();
    expect(body.user).toEqual({
      id: user.id,
      username: user.username,
      isAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(body)).not.toMatch(/password|\$2b\$/i);
  });

  it("sets an HttpOnly, SameSite=Lax, path-wide session cookie", async () => {
    const user = await createUser();
    const res = await api("POST", "/api/auth/login", {
      body: { username: user.username, password: user.plainPassword },
    });
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^spark_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it("accepts the username in any case", async () => {
    const user = await createUser();
    const res = await api("POST", "/api/auth/login", {
      body: { username: user.username.toUpperCase(), password: user.plainPassword },
    });
    expect(res.status).toBe(200);
  });

  it("returns 401 with a message for a wrong password", async () => {
    const user = await createUser();
    const res = await api("POST", "/api/auth/login", { body: { username: user.username, password: "wrong-one" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Invalid username or password" });
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("returns the same 401 for an unknown username", async () => {
    const res = await api("POST", "/api/auth/login", { body: { username: "nobody-here", password: "whatever" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Invalid username or password" });
  });

  it.each([
    [{ password: "x" }, "Username is required"],
    [{ username: "", password: "x" }, "Username is required"],
    [{ username: "someone" }, "Password is required"],
    [{ username: "someone", password: "" }, "Password is required"],
  ])("returns 400 for %j", async (body, message) => {
    const res = await api("POST", "/api/auth/login", { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("returns 400 with a message for malformed JSON", async () => {
    const res = await api("POST", "/api/auth/login", { body: "{not json" });
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toMatch(/JSON/i);
  });

  it("issues a new token at every sign-in and retires the one presented", async () => {
    const user = await createUser();
    const first = await login(user.username, user.plainPassword);
    const res = await api("POST", "/api/auth/login", {
      cookie: first,
      body: { username: user.username, password: user.plainPassword },
    });
    const second = (res.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(second).not.toBe(first);
    expect((await api("GET", "/api/auth/user", { cookie: first })).status).toBe(401);
    expect((await api("GET", "/api/auth/user", { cookie: second })).status).toBe(200);
  });
});

describe("GET /api/auth/user", () => {
  it("returns 401 when not signed in", async () => {
    const res = await api("GET", "/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Not authenticated" });
  });

  it("returns 401 for a made-up cookie", async () => {
    const res = await api("GET", "/api/auth/user", { cookie: "spark_session=forged-token-value" });
    expect(res.status).toBe(401);
  });

  it("returns the signed-in user", async () => {
    const { user, cookie } = await signedIn();
    const res = await api("GET", "/api/auth/user", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, username: user.username, isAdmin: false });
  });
});

describe("POST /api/auth/logout", () => {
  it("makes the old cookie useless", async () => {
    const { cookie } = await signedIn();
    const res = await api("POST", "/api/auth/logout", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/spark_session=;/);
    expect((await api("GET", "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("succeeds when nobody is signed in", async () => {
    expect((await api("POST", "/api/auth/logout")).status).toBe(200);
  });
});
