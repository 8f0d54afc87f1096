export function NotFound() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      {/* React 19 moves this into <head>: the tab and screen readers name the page (WCAG 2.4.2). */}
      <title>404 Page Not Found · Spark Decodables</title>
      <main className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <a href="/" className="mt-4 inline-block text-sm font-medium text-brand-700 underline">
          Back to Spark Decodables
        </a>
      </main>
    </div>
  );
}
