import type { TestProject } from "vitest/node";
import { startFakeOpenAi } from "./openai-server";

/** Runs in Node before the workerd tests: the fake AI provider they call over real HTTP. */
export default async function setup(project: TestProject) {
  const { url, server } = await startFakeOpenAi();
  project.provide("fakeOpenAiUrl", url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
