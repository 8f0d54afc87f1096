import type { TopicContent } from "./types";
import { theHumanBody } from "./topics/the-human-body";

export const peopleAndOceansTopics: readonly TopicContent[] = [theHumanBody];
