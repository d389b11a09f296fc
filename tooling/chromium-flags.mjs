// How this project launches Debian's Chromium headless, for the e2e suites and the benchmark: no
// sandbox in containers, no GPU, and none of the background traffic a fresh profile starts (which
// would also add noise to measurements).
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
