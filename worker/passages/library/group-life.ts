import type { TopicContent } from "./types";

export const lifeTopics: readonly TopicContent[] = [];
