/**
 * localStorage that never throws: private modes, disabled storage and quota
 * errors fall back to an in-memory map for the life of the page.
 */
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    const s = globalThis.localStorage;
    if (!s) return undefined;
    const probe = '__fc_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  const s = storage();
  if (s) {
    try {
      return s.getItem(key);
    } catch {
      /* fall through to memory */
    }
  }
  return memory.get(key) ?? null;
}

export function writeItem(key: string, value: string): void {
  const s = storage();
  if (s) {
    try {
      s.setItem(key, value);
      return;
    } catch {
      /* fall through to memory */
    }
  }
  memory.set(key, value);
}

export function removeItem(key: string): void {
  memory.delete(key);
  const s = storage();
  if (!s) return;
  try {
    s.removeItem(key);
  } catch {
    /* nothing stored there to remove */
  }
}

/** Test helper: forget in-memory values. */
export function resetMemoryStorage(): void {
  memory.clear();
}
