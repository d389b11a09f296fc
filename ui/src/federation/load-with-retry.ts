const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads a federated module, trying again once after a short pause before giving up. */
export async function loadWithRetry<T>(load: () => Promise<T>, retries = 1, pauseMs = 600): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (retries <= 0) throw error;
    await wait(pauseMs);
    return loadWithRetry(load, retries - 1, pauseMs * 2);
  }
}
