import { useState } from "react";
import type { PublicUser } from "../../../schema/users";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { useStats, useUsers } from "./admin-api";
import { CreateUserDialog } from "./create-user-dialog";
import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { StatCards } from "./stat-cards";

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

export function UserManagement() {
  const users = useUsers();
  const stats = useStats();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const list = users.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <StatCards users={list} totalApiCalls={stats.data?.totalApiCalls ?? 0} />
      <Card title="Users" action={<Button onClick={() => setCreating(true)}>Add User</Button>}>
        {users.isLoading && <p className="text-sm text-slate-600">Loading users…</p>}
        {users.error && <p className="text-sm text-red-700" role="alert">{users.error.message}</p>}
        <ul className="divide-y divide-slate-200" aria-label="Users">
          {list.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="user-row">
              <div>
                <p className="font-medium text-slate-900">
                  {u.username}
                  {u.isAdmin && <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Admin</span>}
                </p>
                <p className="text-xs text-slate-600">Created {shortDate(u.createdAt)}</p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setEditing(u)} aria-label={`Edit ${u.username}`}>
                  Edit
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(u)} aria-label={`Delete ${u.username}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
