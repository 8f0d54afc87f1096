import type { TopicContent } from "./types";
import { bones } from "./topics/bones";
import { coralReefs } from "./topics/coral-reefs";
import { deserts } from "./topics/deserts";
import { dinosaurs } from "./topics/dinosaurs";
import { oceans } from "./topics/oceans";
import { rainforests } from "./topics/rainforests";
import { teeth } from "./topics/teeth";
import { theHeart } from "./topics/the-heart";
import { theHumanBody } from "./topics/the-human-body";
import { whales } from "./topics/whales";

export const peopleAndOceansTopics: readonly TopicContent[] = [theHumanBody, theHeart, bones, teeth, oceans, whales, coralReefs, deserts, rainforests, dinosaurs];
