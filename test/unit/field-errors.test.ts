import { describe, expect, it } from "vitest";
import { createUserSchema } from "../../schema/users";
import { fieldErrors } from "../../web/lib/field-errors";

describe("fieldErrors", () => {
  it("keeps the first message of each field", () => {
    const parsed = createUserSchema.safeParse({ username: "ab", password: "abc" });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({
      username: "Username must be at least 3 characters",
      password: "Password must be at least 6 characters",
    });
  });
});
