import { GeneratorForm } from "./generator-form";
import { ResultPanel } from "./result-panel";

export function GeneratorTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="lg:col-span-2 print:hidden">
        <GeneratorForm />
      </div>
      <div className="lg:col-span-3">
        <ResultPanel />
      </div>
    </div>
  );
}
