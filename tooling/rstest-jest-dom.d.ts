// Types for the jest-dom matchers that `rstest-setup.ts` adds to rstest's `expect`.
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module '@rstest/core' {
  interface Assertion<T = unknown> extends TestingLibraryMatchers<unknown, T> {}
}
