import type { PublicUser } from "../../../schema/users";

export function StatCards({ users, totalApiCalls }: { users: PublicUser[]; totalApiCalls: number }) {
  const admins = users.filter((u) => u.isAdmin).length;
  const stats = [
    ["Total Users", users.length],
    ["Administrators", admins],
    ["Regular Users", users.length - admins],
    ["Generated Responses", totalApiCalls],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
