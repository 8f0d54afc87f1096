import type { TopicContent } from "./types";
import { bats } from "./topics/bats";
import { frogsAndToads } from "./topics/frogs-and-toads";
import { sharks } from "./topics/sharks";
import { insects } from "./topics/insects";
import { bees } from "./topics/bees";
import { spiders } from "./topics/spiders";
import { birds } from "./topics/birds";
import { plants } from "./topics/plants";
import { seeds } from "./topics/seeds";
import { trees } from "./topics/trees";

export const lifeTopics: readonly TopicContent[] = [bats, frogsAndToads, sharks, insects, bees, spiders, birds, plants, seeds, trees];
