// Node has no loader for `.txt` modules; the Worker gets them from wrangler's Text module rule
// (wrangler.toml). `tsx --import ./scripts/text-modules/register.mjs` (the package.json scripts)
// gives Node the same: a .txt module's default export is the file's text.
import { register } from "node:module";

register("./hooks.mjs", import.meta.url);
