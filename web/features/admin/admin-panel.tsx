import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Card } from "../../ui/card";
import { useAuth } from "../auth/auth-context";
import { UserManagement } from "./user-management";

const menuClass =
  "w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 data-[hover]:bg-slate-100 data-[selected]:bg-brand-50 data-[selected]:text-brand-700 data-[selected]:shadow-[inset_3px_0_0_0_var(--color-brand-600)]";

export function AdminPanel() {
  const { user } = useAuth();
  if (!user?.isAdmin) {
    return (
      <Card title="Admin Panel">
        <p className="text-sm text-slate-700">
          This area is for administrators only. Ask an administrator if you need an account created or changed.
        </p>
      </Card>
    );
  }
  return (
    <TabGroup vertical className="grid gap-4 md:grid-cols-[14rem_1fr]">
      <Card title="Admin Panel" className="h-fit">
        <TabList className="flex flex-col gap-1" aria-label="Admin menu">
          <Tab className={menuClass}>User Management</Tab>
          <Tab className={menuClass}>System Settings</Tab>
        </TabList>
      </Card>
      <TabPanels>
        <TabPanel>
          <UserManagement />
        </TabPanel>
        <TabPanel>
          <Card title="System Settings">
            <p className="text-sm text-slate-700">Advanced options will come in a future update.</p>
          </Card>
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
