import { describe, expect, it } from '@rstest/core';
import { pageKindByShape } from './page-loaders';
import { findRoute, siteRoutes } from './route-table';

const examplePath = (path: string) => path.replace(':industry', 'healthcare').replace(':companySlug', 'bright-clinic');

describe('pageKindByShape', () => {
  it("tells every route's page kind as the route table does", () => {
    for (const route of siteRoutes) {
      const pathname = examplePath(route.path);
      expect(pageKindByShape(pathname)).toBe(findRoute(pathname)?.page);
    }
  });

  it('guesses nothing for paths of other shapes', () => {
    expect(pageKindByShape('/salesiq-guide/healthcare')).toBeUndefined();
    expect(pageKindByShape('/healthcare/extra/segments/here')).toBeUndefined();
  });
});
