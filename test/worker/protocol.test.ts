import { describe, expect, it } from "vitest";
import { api, signedIn } from "./helpers";

describe("HTTP protocol details", () => {
  it.each([
    ["DELETE", "/api/auth/login", "POST"],
    ["GET", "/api/auth/logout", "POST"],
    ["PATCH", "/api/admin/users/3", "DELETE, PUT"],
    ["POST", "/api/admin/stats", "GET"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const { cookie } = await signedIn({ isAdmin: true });
    const res = await api(method, path, { cookie });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe(allow);
    expect((await res.json<{ message: string }>()).message).toBe(`Method ${method} is not allowed here`);
  });

  it("sends security headers on every API answer", async () => {
    const res = await api("GET", "/api/auth/user");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("sends no CORS headers", async () => {
    const res = await api("GET", "/api/auth/user", { headers: { Origin: "https://elsewhere.example" } });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
