import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { AdminPanel } from "../admin/admin-panel";
import { useAuth } from "../auth/auth-context";
import { GeneratorAtom } from "../generator/generator-atom";
import { GeneratorProvider } from "../generator/generator-state";
import { GeneratorTab } from "../generator/generator-tab";
import { ReferenceTab } from "../reference/reference-tab";
import { Header } from "./header";
import { Hero } from "./hero";

const tabClass =
  "rounded-md px-4 py-2 text-sm font-medium text-slate-700 data-[hover]:bg-white/70 data-[selected]:bg-white data-[selected]:text-brand-700 data-[selected]:shadow";

export function MainPage() {
  const { isAuthenticated } = useAuth();
  return (
    <GeneratorProvider>
    <div className="min-h-screen bg-slate-50">
      <Header />
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
        <Hero />
        <TabGroup>
          <TabList className="flex w-fit flex-wrap gap-1 rounded-lg bg-slate-200 p-1 print:hidden">
            <Tab className={tabClass}>Generator</Tab>
            <Tab className={tabClass}>Reference</Tab>
            {isAuthenticated && <Tab className={tabClass}>Admin</Tab>}
          </TabList>
          {/* unmount={false} keeps the last passage and form when switching tabs. */}
          <TabPanels className="mt-4">
            <TabPanel unmount={false}>
              <GeneratorTab />
            </TabPanel>
            <TabPanel unmount={false}>
              <ReferenceTab />
            </TabPanel>
            {isAuthenticated && (
              <TabPanel>
                <AdminPanel />
              </TabPanel>
            )}
          </TabPanels>
        </TabGroup>
      </main>
      {isAuthenticated && <GeneratorAtom />}
    </div>
    </GeneratorProvider>
  );
}
