/** Spec §8/§9: a chunk that no longer exists after a deploy reloads the page, at most once a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'kyma:chunk-reload-at';

export function shouldReloadForStaleChunk(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

export function reloadOnStaleChunks(window: Window): void {
  window.addEventListener('vite:preloadError', (event) => {
    const stored = Number(window.sessionStorage.getItem(STORAGE_KEY));
    const now = Date.now();
    if (!shouldReloadForStaleChunk(stored || undefined, now)) return;
    event.preventDefault();
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
    window.location.reload();
  });
}
