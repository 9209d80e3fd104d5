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

/**
 * Identical reads made at the same moment share one read, and no caller gets an answer read
 * before it asked: while a key's read is running, callers queue for the next read, which starts
 * when that one ends and answers all of them. So a write a caller made (or saw) before asking is
 * always in its answer, on this instance and any other, and a crowd asking at once costs two
 * reads rather than one each (the staff dashboard: three statements over the coming weeks and
 * the last twelve, the same for every member of staff). A failed read fails the callers it
 * answered and no one after.
 */
export function coalesced<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  interface Slot {
    running: Promise<V>;
    queued: Promise<V> | null;
  }
  const slots = new Map<K, Slot>();
  /** Starts the key's read (in its slot, or a new one); the slot goes once a read ends with no one queued behind it. */
  const run = (key: K, slot?: Slot): Promise<V> => {
    const running = read(key);
    const current = slot ?? { running, queued: null };
    current.running = running;
    current.queued = null;
    slots.set(key, current);
    const settle = () => {
      if (current.running === running && !current.queued) slots.delete(key);
    };
    running.then(settle, settle);
    return running;
  };
  const ignore = () => undefined;
  return (key) => {
    const slot = slots.get(key);
    if (!slot) return run(key);
    slot.queued ??= slot.running.then(ignore, ignore).then(() => run(key, slot));
    return slot.queued;
  };
}
