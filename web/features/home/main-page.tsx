import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { lazy, Suspense, useRef } from "react";
import { useAuth } from "../auth/auth-context";
import { GeneratorProvider } from "../generator/generator-state";
import { GeneratorTab } from "../generator/generator-tab";
import { ReferenceTab } from "../reference/reference-tab";
import { Header } from "./header";
import { Hero } from "./hero";

// Only signed-in people need these; they load after the first page (DESIGN.md SPA budget).
const AdminPanel = lazy(() => import("../admin/admin-panel").then((m) => ({ default: m.AdminPanel })));
const MyPassagesTab = lazy(() => import("../my-passages/my-passages-tab").then((m) => ({ default: m.MyPassagesTab })));
const CheckTextTab = lazy(() => import("../check-text/check-text-tab").then((m) => ({ default: m.CheckTextTab })));
const ReadingSequenceTab = lazy(() => import("../reading-sequence/reading-sequence-tab").then((m) => ({ default: m.ReadingSequenceTab })));
const GeneratorAtom = lazy(() => import("../generator/generator-atom").then((m) => ({ default: m.GeneratorAtom })));

const loading = <p className="text-sm text-slate-600">Loading…</p>;

const tabClass =
  "rounded-md px-4 py-2 text-sm font-medium text-slate-700 data-[hover]:bg-white/70 data-[selected]:bg-white data-[selected]:text-brand-700 data-[selected]:shadow-[inset_0_-3px_0_0_var(--color-brand-600),0_1px_3px_0_rgb(0_0_0/0.1)]";

export function MainPage() {
  const { isAuthenticated } = useAuth();
  const generatorTab = useRef<HTMLButtonElement>(null);
  // A topic picked on the Reference tab goes into the generator's form; the Generator tab is then
  // shown, and focused, as if it had been clicked.
  const showGenerator = () => {
    generatorTab.current?.click();
    generatorTab.current?.focus();
  };
  return (
    <GeneratorProvider>
    <div className="min-h-screen bg-slate-50">
      <Header />
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-6 pb-24">
        <Hero />
        <TabGroup>
          <TabList className="flex w-fit flex-wrap gap-1 rounded-lg bg-slate-200 p-1 print:hidden">
            <Tab ref={generatorTab} className={tabClass}>
              Generator
            </Tab>
            <Tab className={tabClass}>Reference</Tab>
            {isAuthenticated && <Tab className={tabClass}>Admin</Tab>}
            {isAuthenticated && <Tab className={tabClass}>My Passages</Tab>}
            {isAuthenticated && <Tab className={tabClass}>Check Text</Tab>}
            {isAuthenticated && <Tab className={tabClass}>Reading Sequence</Tab>}
          </TabList>
          {/* unmount={false} keeps the last passage and form when switching tabs. */}
          <TabPanels className="mt-4">
            <TabPanel unmount={false}>
              <GeneratorTab />
            </TabPanel>
            <TabPanel unmount={false}>
              <ReferenceTab onTopicPicked={showGenerator} />
            </TabPanel>
            {isAuthenticated && (
              <TabPanel>
                <Suspense fallback={loading}>
                  <AdminPanel />
                </Suspense>
              </TabPanel>
            )}
            {isAuthenticated && (
              <TabPanel>
                <Suspense fallback={loading}>
                  <MyPassagesTab onOpened={showGenerator} />
                </Suspense>
              </TabPanel>
            )}
            {isAuthenticated && (
              <TabPanel unmount={false}>
                <Suspense fallback={loading}>
                  <CheckTextTab />
                </Suspense>
              </TabPanel>
            )}
            {isAuthenticated && (
              <TabPanel>
                <Suspense fallback={loading}>
                  <ReadingSequenceTab />
                </Suspense>
              </TabPanel>
            )}
          </TabPanels>
        </TabGroup>
      </main>
      {isAuthenticated && (
        <Suspense fallback={null}>
          <GeneratorAtom />
        </Suspense>
      )}
    </div>
    </GeneratorProvider>
  );
}
