import type { TopicContent } from "./types";

export const peopleAndOceansTopics: readonly TopicContent[] = [];
