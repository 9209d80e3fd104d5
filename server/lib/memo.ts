/**
 * An instance's short memory for reads that change rarely (the exchange rate):
 * each key is read at most once per `ms()` milliseconds, with one read in flight at a time; a
 * failed read is forgotten at once. Bounded: past `maxKeys` the memory starts again.
 */
export function memoized<K, V>(ms: () => number, read: (key: K) => Promise<V>, maxKeys = 1000): (key: K) => Promise<V> {
  const entries = new Map<K, { answer: Promise<V>; until: number }>();
  return (key) => {
    const now = Date.now();
    const kept = entries.get(key);
    if (kept && now < kept.until) return kept.answer;
    if (entries.size >= maxKeys) entries.clear();
    const answer = read(key);
    const entry = { answer, until: now + ms() };
    entries.set(key, entry);
    answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return answer;
  };
}
