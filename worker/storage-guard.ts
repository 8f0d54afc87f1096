// D1 and KV failures become StorageUnavailable, which the app answers with 503 and a message a
// teacher can act on, instead of an anonymous 500. Nothing else about the bindings changes.

export class StorageUnavailable extends Error {
  override name = "StorageUnavailable";
  constructor(store: string, cause: unknown) {
    super(`${store} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

const wrapPromise = <T>(store: string, p: Promise<T>) =>
  p.catch((e: unknown) => {
    throw new StorageUnavailable(store, e);
  });

/** Wraps every promise-returning method of `target` (and of objects its listed methods return). */
function guard<T extends object>(store: string, target: T, chained: ReadonlySet<string>, unwrap: WeakMap<object, object>): T {
  const proxy = new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, obj);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        let out: unknown;
        try {
          out = value.apply(obj, args.map((a) => (a && typeof a === "object" && unwrap.get(a)) || (Array.isArray(a) ? a.map((x) => unwrap.get(x) ?? x) : a)));
        } catch (e) {
          throw new StorageUnavailable(store, e);
        }
        if (out instanceof Promise) return wrapPromise(store, out);
        if (out && typeof out === "object" && chained.has(String(prop))) return guard(store, out, chained, unwrap);
        return out === obj ? receiver : out;
      };
    },
  });
  unwrap.set(proxy, target);
  return proxy;
}

export function guardD1(db: D1Database): D1Database {
  // prepare() and bind() return statements whose run/all/first/raw must be guarded too; batch()
  // must receive the real statements back.
  return guard("D1", db, new Set(["prepare", "bind", "withSession"]), new WeakMap());
}

export function guardKv(kv: KVNamespace): KVNamespace {
  return guard("KV", kv, new Set(), new WeakMap());
}
