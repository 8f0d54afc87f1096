// Values the Node-side global setups hand to tests through vitest's provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    /** The fake OpenAI-compatible provider (test/fakes/openai-server.ts). */
    fakeOpenAiUrl: string;
  }
}
export {};
