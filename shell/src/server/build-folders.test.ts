import { afterEach, describe, expect, it } from '@rstest/core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appBuildFolder } from '../../../tooling/build-folders.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const environmentRoot = process.env.BUILD_ROOT;

describe('appBuildFolder', () => {
  afterEach(() => {
    if (environmentRoot === undefined) delete process.env.BUILD_ROOT;
    else process.env.BUILD_ROOT = environmentRoot;
  });

  it("is the app's own folder when no build root is set", () => {
    delete process.env.BUILD_ROOT;
    expect(appBuildFolder('shell')).toBe(join(repo, 'shell'));
    expect(appBuildFolder('landing', '')).toBe(join(repo, 'landing'));
  });

  it('puts each app in a folder of its own under a build root relative to the repository', () => {
    expect(appBuildFolder('shell', '.cache/benchmark')).toBe(join(repo, '.cache/benchmark/shell'));
    expect(appBuildFolder('guide', '.cache/benchmark')).toBe(join(repo, '.cache/benchmark/guide'));
  });

  it('keeps an absolute build root as it is', () => {
    expect(appBuildFolder('generator', '/srv/builds')).toBe('/srv/builds/generator');
  });

  it('reads BUILD_ROOT when no root is passed', () => {
    process.env.BUILD_ROOT = '.cache/benchmark';
    expect(appBuildFolder('industries')).toBe(join(repo, '.cache/benchmark/industries'));
  });
});
