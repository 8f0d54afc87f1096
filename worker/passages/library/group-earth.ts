import type { TopicContent } from "./types";
import { earthquakes } from "./topics/earthquakes";
import { fossils } from "./topics/fossils";
import { rain } from "./topics/rain";
import { rivers } from "./topics/rivers";
import { rocks } from "./topics/rocks";
import { snowAndIce } from "./topics/snow-and-ice";
import { storms } from "./topics/storms";
import { volcanoes } from "./topics/volcanoes";
import { weather } from "./topics/weather";
import { wind } from "./topics/wind";

export const earthTopics: readonly TopicContent[] = [rain, weather, wind, snowAndIce, storms, volcanoes, earthquakes, rocks, fossils, rivers];
