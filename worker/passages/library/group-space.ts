import type { TopicContent } from "./types";

export const spaceTopics: readonly TopicContent[] = [];
