import { describe, expect, it } from '@rstest/core';
import { readServerRender } from './server-render';

/** A page whose head holds `record` as the render step writes it. */
function pageWith(record?: string): Document {
  const page = document.implementation.createHTMLDocument('Page');
  if (record !== undefined) {
    page.head.innerHTML = `<script type="application/json" id="server-render">${record}</script>`;
  }
  return page;
}

describe('readServerRender', () => {
  it('reads the build of each remote the page was rendered with, and the route it is', () => {
    expect(readServerRender(pageWith('{"remotes":{"industries":"abc","generator":"def"},"route":"/healthcare"}'))).toEqual({
      remotes: { industries: 'abc', generator: 'def' },
      route: '/healthcare',
      frameOnly: false,
    });
  });

  it("reads whether it is a result page's frame, which the page is rendered into once hydrated", () => {
    expect(readServerRender(pageWith('{"remotes":{},"route":"/salesiq-guide/:industry/:companySlug","frameOnly":true}'))).toEqual({
      remotes: {},
      route: '/salesiq-guide/:industry/:companySlug',
      frameOnly: true,
    });
  });

  it('is null for a page the browser renders: no record', () => {
    expect(readServerRender(pageWith())).toBeNull();
    expect(readServerRender(pageWith(''))).toBeNull();
  });

  it('is null for a record it cannot read: invalid JSON or another shape', () => {
    expect(readServerRender(pageWith('{"remotes":'))).toBeNull();
    expect(readServerRender(pageWith('null'))).toBeNull();
    expect(readServerRender(pageWith('["industries"]'))).toBeNull();
    expect(readServerRender(pageWith('{"builds":{"industries":"abc"}}'))).toBeNull();
    expect(readServerRender(pageWith('{"remotes":"industries","route":"/"}'))).toBeNull();
    expect(readServerRender(pageWith('{"remotes":{}}'))).toBeNull();
  });

  it('drops builds that are not strings', () => {
    expect(readServerRender(pageWith('{"remotes":{"industries":"abc","generator":7,"guide":null},"route":"*"}'))).toEqual({
      remotes: { industries: 'abc' },
      route: '*',
      frameOnly: false,
    });
  });
});
