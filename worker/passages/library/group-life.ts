import type { TopicContent } from "./types";
import { bats } from "./topics/bats";

export const lifeTopics: readonly TopicContent[] = [bats];
