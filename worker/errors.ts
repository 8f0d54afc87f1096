import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error whose message is safe to show to the client, with the status it deserves. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
