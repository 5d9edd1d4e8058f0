import { createStore } from '../lib/create-store';

/** Spec §4 "A global loader can be on or off": a counter so overlapping jobs do not switch it off early. */
export const loaderStore = createStore(0);

export function loaderOn(): void {
  loaderStore.set((count) => count + 1);
}

export function loaderOff(): void {
  loaderStore.set((count) => Math.max(0, count - 1));
}

/** Runs `job` with the loader on. */
export async function withLoader<T>(job: () => Promise<T>): Promise<T> {
  loaderOn();
  try {
    return await job();
  } finally {
    loaderOff();
  }
}
