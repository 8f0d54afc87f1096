import { Hono } from "hono";
import { etag } from "hono/etag";
import { profileSchema } from "../../schema/reader";
import type { AppEnv } from "../context";
import { currentUser, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { patternInfos, sequenceInfos } from "../profiles/catalog";
import { readProfile, saveProfile } from "../profiles/profiles";

// Fixed per deploy: browsers and caches may keep them an hour, then revalidate by ETag (304).
const CATALOG_CACHE = "public, max-age=3600";

/**
 * Public, like GET /api/samples: the patterns and sequences a reader is chosen from are
 * reference data, the same for everyone. Mounted at /api itself, so each route names its path.
 */
export const readerCatalogRoutes = new Hono<AppEnv>()
  .get("/patterns", etag(), (c) => c.json(patternInfos(), 200, { "Cache-Control": CATALOG_CACHE }))
  .get("/sequences", etag(), (c) => c.json(sequenceInfos(), 200, { "Cache-Control": CATALOG_CACHE }));

/** Each teacher's own reader (administrators have their own too). */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await readProfile(c.var.db, currentUser(c).id), 200, { "Cache-Control": "no-store" }))
  .put("/", validate("json", profileSchema), async (c) => c.json(await saveProfile(c.var.db, currentUser(c).id, c.req.valid("json")), 200));
