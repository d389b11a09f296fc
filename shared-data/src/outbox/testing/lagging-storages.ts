/**
 * Views of one origin's localStorage as separate tabs see it: each sees its own writes at once
 * and the other tabs' writes `lagMs` later, in order (Chromium's renderer processes converge
 * within 0.5-30 ms). Runs on timers, so fake timers drive it.
 */
export function laggingStorages(count: number, lagMs: number): Storage[] {
  const views = Array.from({ length: count }, () => new Map<string, string>());
  const apply = (view: Map<string, string>, key: string, value: string | null) => {
    if (value === null) view.delete(key);
    else view.set(key, value);
  };
  return views.map((own) => {
    const write = (key: string, value: string | null) => {
      apply(own, key, value);
      for (const other of views) if (other !== own) setTimeout(() => apply(other, key, value), lagMs);
    };
    return {
      get length() {
        return own.size;
      },
      key: (index: number) => [...own.keys()][index] ?? null,
      getItem: (key: string) => own.get(key) ?? null,
      setItem: (key: string, value: string) => write(key, String(value)),
      removeItem: (key: string) => write(key, null),
      clear: () => {
        for (const key of [...own.keys()]) write(key, null);
      },
    };
  });
}
