// Hono answers a known path with an unknown method as "not found"; a client deserves 405 and the
// methods that would work (RFC 9110 §15.5.6).

interface RouteInfo {
  path: string;
  method: string;
}

const patterns = new WeakMap<readonly RouteInfo[], { re: RegExp; method: string }[]>();

function compile(routes: readonly RouteInfo[]) {
  let list = patterns.get(routes);
  if (!list) {
    list = routes
      .filter((r) => r.method !== "ALL" && !r.path.includes("*"))
      .map((r) => ({ method: r.method, re: new RegExp(`^${r.path.replace(/:[^/]+/g, "[^/]+")}/?$`) }));
    patterns.set(routes, list);
  }
  return list;
}

export function allowedMethods(routes: readonly RouteInfo[], path: string): string[] {
  const methods = new Set(compile(routes).filter((r) => r.re.test(path)).map((r) => r.method));
  return [...methods].sort();
}
