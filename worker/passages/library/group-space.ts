import type { TopicContent } from "./types";
import { electricity } from "./topics/electricity";
import { gravity } from "./topics/gravity";
import { light } from "./topics/light";
import { magnets } from "./topics/magnets";
import { simpleMachines } from "./topics/simple-machines";
import { sound } from "./topics/sound";
import { space } from "./topics/space";
import { theMoon } from "./topics/the-moon";
import { sports } from "./topics/sports";
import { stars } from "./topics/stars";
import { theSun } from "./topics/the-sun";

export const spaceTopics: readonly TopicContent[] = [space, theMoon, theSun, stars, magnets, electricity, sound, light, gravity, simpleMachines, sports];
