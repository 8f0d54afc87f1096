import type { TopicContent } from "./types";
import { animals } from "./topics/animals";
import { bats } from "./topics/bats";
import { bees } from "./topics/bees";
import { birds } from "./topics/birds";
import { frogsAndToads } from "./topics/frogs-and-toads";
import { insects } from "./topics/insects";
import { plants } from "./topics/plants";
import { seeds } from "./topics/seeds";
import { sharks } from "./topics/sharks";
import { spiders } from "./topics/spiders";
import { trees } from "./topics/trees";

export const lifeTopics: readonly TopicContent[] = [
  animals,
  frogsAndToads,
  insects,
  bats,
  sharks,
  plants,
  seeds,
  trees,
  bees,
  spiders,
  birds,
];
