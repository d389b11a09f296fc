import { defineConfig } from '@rstest/core';

// Plain Node: the report is built by a staff command, never in a browser.
export default defineConfig({
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
});
