import { earthTopics } from "./group-earth";
import { lifeTopics } from "./group-life";
import { peopleAndOceansTopics } from "./group-people-oceans";
import { spaceTopics } from "./group-space";
import type { TopicContent } from "./types";

/** Every topic the built-in composer can write about. */
export const TOPICS: readonly TopicContent[] = [...earthTopics, ...spaceTopics, ...lifeTopics, ...peopleAndOceansTopics];
