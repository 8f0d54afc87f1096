import { TOPIC_CATEGORIES, type TopicSummary } from "../../../schema/topics";
import { useGenerator } from "../generator/generator-state";
import { structureLabels, useTopics } from "../topics/topics-api";
import { ReferenceCard } from "./reference-card";

/**
 * Every topic the built-in writer has articles on, by category, with the structures each is
 * written in. Picking one puts it in the generator's Topic field and shows the generator.
 */
export function TopicLibrary({ onTopicPicked }: { onTopicPicked: () => void }) {
  const topics = useTopics();
  const { form, setForm } = useGenerator();
  const groups = TOPIC_CATEGORIES.map((category) => ({ category, topics: (topics.data ?? []).filter((t) => t.category === category) })).filter(
    (g) => g.topics.length > 0,
  );
  const pick = (topic: TopicSummary) => {
    setForm({ ...form, topic: topic.name });
    onTopicPicked();
  };
  return (
    <ReferenceCard title="Article Library">
      <p className="text-sm text-slate-700">
        The topics the generator has articles on, and the text structures each can be written in. Pick one to use it in the generator. Any
        other topic may be typed too: the generator writes about the closest topic it has, or suggests related ones.
      </p>
      {topics.isPending && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading topics…
        </p>
      )}
      {topics.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          The topics could not be loaded. {topics.error.message}
        </p>
      )}
      <div className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
        {groups.map((g) => (
          <section key={g.category} aria-label={g.category}>
            <h4 className="font-semibold text-slate-900">{g.category}</h4>
            <ul className="mt-1 flex flex-col gap-1">
              {g.topics.map((t) => (
                <li key={t.id} className="text-sm" data-testid="topic-item">
                  <button
                    type="button"
                    onClick={() => pick(t)}
                    aria-label={`Use ${t.name} in the generator`}
                    className="min-h-6 rounded text-left font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {t.name}
                  </button>
                  <span className="block text-slate-600">{structureLabels(t.structures)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ReferenceCard>
  );
}
