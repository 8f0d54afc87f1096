import { Hono } from "hono";
import type { AppEnv } from "../context";
import { sampleDocuments } from "../samples/sample-documents";

// Public: the Reference tab, and its example documents, are shown to signed-out visitors too.
export const sampleRoutes = new Hono<AppEnv>().get("/", (c) => c.json(sampleDocuments(), 200));
