// Written by `npm run build:library` from the files in topics/: do not edit by hand.
import type { Topic } from "./types";
import { ants } from "./topics/ants";
import { clouds } from "./topics/clouds";
import { ecosystems } from "./topics/ecosystems";
import { erosion } from "./topics/erosion";
import { foodChains } from "./topics/food-chains";
import { magnets } from "./topics/magnets";
import { penguins } from "./topics/penguins";
import { photosynthesis } from "./topics/photosynthesis";
import { plants } from "./topics/plants";
import { rocks } from "./topics/rocks";
import { statesOfMatter } from "./topics/states-of-matter";
import { volcanoes } from "./topics/volcanoes";
import { waterCycle } from "./topics/water-cycle";

/** Every topic the built-in writer knows, in file-name order. */
export const TOPICS: readonly Topic[] = [ants, clouds, ecosystems, erosion, foodChains, magnets, penguins, photosynthesis, plants, rocks, statesOfMatter, volcanoes, waterCycle];
