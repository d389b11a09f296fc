// The suites import Playwright from here, so a fixture every suite needs has one home. Page loads
// are Playwright's own: a test acts as soon as what it needs is on the screen, as a person does.
export * from '@playwright/test';
