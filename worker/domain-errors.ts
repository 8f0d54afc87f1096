// What the domain modules raise when they refuse something. They know nothing of HTTP: one place,
// worker/error-response.ts, turns each into a status and the `{ message }` the client reads.

export class DomainError extends Error {
  override name = this.constructor.name;
}

/** The thing asked for does not exist (or is not the asker's). */
export class NotFound extends DomainError {
  constructor(what: string) {
    super(`${what} not found`);
  }
}

/** A name or key that must be unique is taken. */
export class Conflict extends DomainError {}

/** A rule of the domain says no ("the last administrator cannot be deleted"). */
export class Refused extends DomainError {}

/** Too many of something in a window; try again after `retryAfter` seconds. */
export class Limited extends DomainError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** The AI provider that writes passages failed (timeout, HTTP error, unusable output). */
export class ProviderFailed extends DomainError {}

/** The built-in writer has the topic, but the reader cannot decode enough of any of its articles yet. */
export class NotDecodableYet extends DomainError {}

/** A topic the built-in writer has no article on; `suggestions` are related topics it has. */
export class UnknownTopic extends DomainError {
  constructor(
    readonly topic: string,
    readonly suggestions: string[],
  ) {
    const offer = suggestions.length > 0 ? ` You could try a related topic: ${suggestions.join(", ")}.` : "";
    super(`We don't have a passage about "${topic}" yet.${offer}`);
  }
}
