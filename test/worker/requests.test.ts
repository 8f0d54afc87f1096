import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createUser, signedIn } from "./helpers";

describe("cross-site request defence", () => {
  it("refuses a state-changing request from a foreign Origin", async () => {
    const user = await createUser();
    const res = await api("POST", "/api/auth/login", {
      headers: { Origin: "https://evil.example" },
      body: { username: user.username, password: user.plainPassword },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Cross-site request refused" });
  });

  it("refuses a state-changing request that names no origin at all", async () => {
    const res = await exports.default.fetch("http://localhost/api/auth/logout", { method: "POST" });
    expect(res.status).toBe(403);
  });

  it("accepts Sec-Fetch-Site: same-origin when Origin is absent", async () => {
    const res = await exports.default.fetch("http://localhost/api/auth/logout", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(res.status).toBe(200);
  });

  it("refuses Sec-Fetch-Site: cross-site", async () => {
    const res = await exports.default.fetch("http://localhost/api/auth/logout", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });

  it("lets an admin delete only from the app's own origin", async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const victim = await createUser();
    const res = await api("DELETE", `/api/admin/users/${victim.id}`, {
      cookie,
      headers: { Origin: "http://localhost.evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("request limits and unknown paths", () => {
  it("returns 413 for a body over 16 KiB", async () => {
    const res = await api("POST", "/api/auth/login", { body: { username: "a".repeat(17 * 1024), password: "x" } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body is too large (16 KiB at most)" });
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await api("GET", "/api/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("names every response with an X-Request-Id", async () => {
    const res = await api("GET", "/api/auth/user");
    expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
