import { describe, expect, it } from "vitest";
import { api, createUser } from "./helpers";

const attempt = (username: string, password: string, client = "203.0.113.7") =>
  api("POST", "/api/auth/login", { body: { username, password }, headers: { "CF-Connecting-IP": client } });

describe("login brute-force protection", () => {
  it("refuses a username's 6th attempt within 15 minutes with 429 and Retry-After, even with the right password", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) expect((await attempt(user.username, "wrong-guess", "198.51.100.1")).status).toBe(401);
    const res = await attempt(user.username, user.plainPassword, "198.51.100.1");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect((await res.json<{ message: string }>()).message).toBe(
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );
  });

  it("counts usernames case-insensitively", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) await attempt(i % 2 ? user.username.toUpperCase() : user.username, "nope-nope", "198.51.100.2");
    expect((await attempt(user.username, user.plainPassword, "198.51.100.2")).status).toBe(429);
  });

  it("resets the username's count after a success", async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) await attempt(user.username, "wrong-guess", "198.51.100.3");
    expect((await attempt(user.username, user.plainPassword, "198.51.100.3")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(user.username, "wrong-guess", "198.51.100.3")).status).toBe(401);
    expect((await attempt(user.username, user.plainPassword, "198.51.100.3")).status).toBe(200);
  });

  it("does not lock other usernames out", async () => {
    const victim = await createUser();
    const other = await createUser();
    for (let i = 0; i < 6; i++) await attempt(victim.username, "wrong-guess", "198.51.100.4");
    expect((await attempt(other.username, other.plainPassword, "198.51.100.4")).status).toBe(200);
  });

  it("refuses a client after 20 failed attempts across usernames", async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(`ghost${i}`, "wrong-guess", "192.0.2.50")).status).toBe(401);
    const user = await createUser();
    expect((await attempt(user.username, user.plainPassword, "192.0.2.50")).status).toBe(429);
    expect((await attempt(user.username, user.plainPassword, "192.0.2.51")).status).toBe(200);
  });
});
