import type { TopicContent } from "./types";
import { bats } from "./topics/bats";
import { frogsAndToads } from "./topics/frogs-and-toads";

export const lifeTopics: readonly TopicContent[] = [bats, frogsAndToads];
