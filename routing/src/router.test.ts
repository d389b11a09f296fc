import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@rstest/core';

const workspace = join(__dirname, '..', '..');
const appSources = ['shell', 'landing', 'industries', 'generator', 'guide', 'ui', 'shared-data', 'tracking', 'routing', 'federation', 'spam-guard'].map((app) => join(workspace, app, 'src'));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('@salesiq/routing', () => {
  it('is the only app module importing react-router, so the shared router stays one tree-shaken copy', () => {
    const importers = appSources
      .flatMap(sourceFiles)
      .filter((file) => /from ['"]react-router(-dom)?['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(workspace, file));
    expect(importers).toEqual(['routing/src/router.tsx']);
  });
});
