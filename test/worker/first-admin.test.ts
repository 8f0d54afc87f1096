import { describe, expect, it } from "vitest";
import { users } from "../../schema/tables";
import { ensureAdmin } from "../../worker/users/bootstrap";
import { deleteUser, updateUser } from "../../worker/users/users";
import { db } from "./helpers";

// This file starts from an empty users table (storage is isolated per test file), and its tests
// run in order on purpose: the first administrator is created, then defended.
describe("the first administrator", () => {
  it("is not created without a password", async () => {
    await ensureAdmin(db(), {});
    expect(await db().select().from(users).all()).toHaveLength(0);
  });

  it("is created from ADMIN_USERNAME and ADMIN_PASSWORD when no user exists", async () => {
    await ensureAdmin(db(), { ADMIN_USERNAME: "principal", ADMIN_PASSWORD: "first-pass" });
    const all = await db().select().from(users).all();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ username: "principal", isAdmin: true });
    expect(all[0]!.password).toMatch(/^\$2b\$10\$/);
  });

  it("is never created twice", async () => {
    await ensureAdmin(db(), { ADMIN_USERNAME: "second", ADMIN_PASSWORD: "other-pass" });
    expect(await db().select().from(users).all()).toHaveLength(1);
  });

  it("cannot be demoted or deleted while it is the last administrator", async () => {
    const admin = (await db().select().from(users).get())!;
    // An actor id of 0 stands for "somebody else": self-protection is tested through the API.
    await expect(updateUser(db(), 0, admin.id, { username: admin.username, isAdmin: false })).rejects.toThrow(
      "The last administrator cannot be demoted",
    );
    await expect(deleteUser(db(), 0, admin.id)).rejects.toThrow("The last administrator cannot be deleted");
    expect(await db().select().from(users).all()).toHaveLength(1);
  });
});
