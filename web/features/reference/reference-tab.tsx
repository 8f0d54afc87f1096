import { LEVELS } from "../../../schema/levels";
import { Card } from "../../ui/card";

export function ReferenceTab() {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">Phonics Patterns Reference Guide</h2>
      <Card title="Decoding Levels">
        <ol className="flex flex-col gap-2">
          {LEVELS.map((l) => (
            <li key={l.id} className="text-sm text-slate-800">
              <span className="font-semibold">{l.number}</span> {l.patterns}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
