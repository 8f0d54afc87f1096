import { Card } from "../../ui/card";

// The Reading Parameters form and the passage view arrive with the generation pipeline.
export function GeneratorTab() {
  return (
    <Card title="Reading Parameters" subtitle="Configure your custom reading passage">
      <p className="text-sm text-slate-600">Passage generation is being built.</p>
    </Card>
  );
}
