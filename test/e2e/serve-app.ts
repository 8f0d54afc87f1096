import type { TestProject } from "vitest/node";
import { startLocalApp } from "../../scripts/local-app";

export const ADMIN = { username: "admin", password: "e2e-admin-pass" };

/** Serves the built SPA and the API from a throwaway local D1/KV, with a known administrator. */
export default async function setup(project: TestProject) {
  const app = await startLocalApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  project.provide("baseUrl", app.baseUrl);
  project.provide("admin", ADMIN);
  return app.stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { username: string; password: string };
  }
}
