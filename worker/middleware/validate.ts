import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { HttpError } from "../errors";

/** zod validation whose failures all have our `{ message }` shape: the first issue's text, 400. */
export function validate<T extends ZodType, Target extends "json" | "param" | "query">(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? "Invalid request");
  });
}
