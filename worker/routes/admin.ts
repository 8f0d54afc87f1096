import { Hono } from "hono";
import { z } from "zod";
import { createUserSchema, updateUserSchema } from "../../schema/users";
import type { AppEnv } from "../context";
import { deleteUserSessions } from "../auth/sessions";
import { issueSession, sessionSettings } from "../auth/session-cookie";
import { currentUser, requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";
import { usageStats } from "../users/stats";
import { createUser, deleteUser, listUsers, toPublicUser, updateUser } from "../users/users";

const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "User id must be a positive whole number")
    .transform(Number),
});

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/users", async (c) => c.json((await listUsers(c.var.db)).map(toPublicUser), 200))
  .post("/users", validate("json", createUserSchema), async (c) => {
    const user = await createUser(c.var.db, c.req.valid("json"));
    return c.json(toPublicUser(user), 201);
  })
  .put("/users/:id", validate("param", idParam), validate("json", updateUserSchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const { user, endSessions } = await updateUser(c.var.db, currentUser(c).id, id, {
      username: body.username,
      isAdmin: body.isAdmin,
      newPassword: body.changePassword ? body.newPassword : undefined,
    });
    if (endSessions) {
      await deleteUserSessions(sessionSettings(c), id);
      // An administrator who changed their own password stays signed in here, on a new token.
      if (id === currentUser(c).id) await issueSession(c, id);
    }
    return c.json(toPublicUser(user), 200);
  })
  .delete("/users/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteUser(c.var.db, currentUser(c).id, id);
    await deleteUserSessions(sessionSettings(c), id);
    return c.body(null, 204);
  })
  .get("/stats", async (c) => c.json(await usageStats(c.var.db), 200));
