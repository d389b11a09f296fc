import { defineConfig } from '@rstest/core';

// Plain Node: the notifier never runs in a browser.
export default defineConfig({
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
});
