import type { TopicContent } from "./types";

export const earthTopics: readonly TopicContent[] = [];
