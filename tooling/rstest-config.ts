import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';
import { fileURLToPath } from 'node:url';

/** Unit and component tests of one workspace package, beside the code they test. */
export function packageTestConfig() {
  return defineConfig({
    plugins: [pluginReact()],
    testEnvironment: 'happy-dom',
    setupFiles: [fileURLToPath(new URL('./rstest-setup.ts', import.meta.url))],
    include: ['src/**/*.test.{ts,tsx}'],
  });
}
