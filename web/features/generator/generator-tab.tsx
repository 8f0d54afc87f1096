import { GeneratorForm } from "./generator-form";
import { ResultPanel } from "./result-panel";

export function GeneratorTab() {
  return (
    // min-w-0: a grid item is otherwise as wide as its widest line, and a long line in the
    // Response JSON block would widen the page instead of scrolling inside its box.
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="min-w-0 lg:col-span-2 print:hidden">
        <GeneratorForm />
      </div>
      <div className="min-w-0 lg:col-span-3">
        <ResultPanel />
      </div>
    </div>
  );
}
