import { Hono } from "hono";
import { passageIdParam, passageListQuery, renamePassageSchema, SAVED_PAGE_DEFAULT } from "../../schema/saved-passages";
import type { AppEnv } from "../context";
import { NotFound } from "../domain-errors";
import { currentUser, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { deletePassage, getPassage, listPassages, renamePassage } from "../passages/saved";

const PASSAGE = "Passage";

/** My Passages: each teacher's own saved passages (administrators see only their own too). */
export const savedPassageRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", passageListQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    return c.json(await listPassages(c.var.db, currentUser(c).id, limit ?? SAVED_PAGE_DEFAULT, cursor), 200);
  })
  .get("/:id", validate("param", passageIdParam), async (c) => {
    const passage = await getPassage(c.var.db, currentUser(c).id, c.req.valid("param").id);
    if (!passage) throw new NotFound(PASSAGE);
    return c.json(passage, 200);
  })
  .patch("/:id", validate("param", passageIdParam), validate("json", renamePassageSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await renamePassage(c.var.db, currentUser(c).id, id, c.req.valid("json").title))) throw new NotFound(PASSAGE);
    const passage = await getPassage(c.var.db, currentUser(c).id, id);
    return c.json(passage!, 200);
  })
  .delete("/:id", validate("param", passageIdParam), async (c) => {
    if (!(await deletePassage(c.var.db, currentUser(c).id, c.req.valid("param").id))) throw new NotFound(PASSAGE);
    return c.body(null, 204);
  });
