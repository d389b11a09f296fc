import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { createBrowserHistory } from '@salesiq/routing';
import { historyHandingOff } from './history-handing-off';

/** The standalone industries remote at /retail; leaving the page is recorded, not done. */
function industriesAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const assign = rs.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const replace = rs.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  const history = historyHandingOff(createBrowserHistory({ v5Compat: true }), ['/healthcare', '/retail', '/generate/:industry'], 'https://site.example');
  const listener = rs.fn();
  const stop = history.listen(listener);
  return { history, listener, stop, assign, replace };
}

describe('historyHandingOff', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it("navigates inside the remote to the pages it has, the pattern's parameters included", () => {
    const { history, listener, stop, assign } = industriesAt('/retail');

    history.push('/healthcare');
    expect(history.location.pathname).toBe('/healthcare');
    history.replace('/generate/retail?step=2');
    expect(history.location).toMatchObject({ pathname: '/generate/retail', search: '?step=2' });
    expect(history.action).toBe('REPLACE');

    expect(listener).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
    stop();
  });

  it('leaves for any other page on the composed site, keeping its search and hash, and the router never goes there', () => {
    const { history, listener, stop, assign, replace } = industriesAt('/retail');

    history.push('/');
    expect(assign).toHaveBeenCalledWith('https://site.example/');
    history.push({ pathname: '/generate-bot-script/retail/corner-shop', search: '?from=retail', hash: '#script' });
    expect(assign).toHaveBeenLastCalledWith('https://site.example/generate-bot-script/retail/corner-shop?from=retail#script');
    history.replace('/personalized-guide');
    expect(replace).toHaveBeenCalledWith('https://site.example/personalized-guide');

    expect(history.location.pathname).toBe('/retail');
    expect(window.location.pathname).toBe('/retail');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
