import type { TopicContent } from "./types";
import { space } from "./topics/space";
import { theMoon } from "./topics/the-moon";

export const spaceTopics: readonly TopicContent[] = [space, theMoon];
