import { drizzle } from "drizzle-orm/d1";

// No relational `schema` option: we write queries with the query builder only, and passing the
// schema makes Drizzle rebuild its relation metadata for every request's client (measured).
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;
