import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { registerSingleton } from './singleton-registry';

describe('registerSingleton', () => {
  afterEach(() => {
    globalThis.__SALESIQ_SINGLETONS__ = undefined;
    rs.restoreAllMocks();
  });

  it('counts each package separately and stays quiet for the first instance', () => {
    const error = rs.spyOn(console, 'error').mockImplementation(() => {});
    registerSingleton('@salesiq/a');
    registerSingleton('@salesiq/b');
    expect(globalThis.__SALESIQ_SINGLETONS__).toEqual({ '@salesiq/a': 1, '@salesiq/b': 1 });
    expect(error).not.toHaveBeenCalled();
  });

  it('reports a second instance as an error', () => {
    const error = rs.spyOn(console, 'error').mockImplementation(() => {});
    registerSingleton('@salesiq/a');
    registerSingleton('@salesiq/a');
    expect(globalThis.__SALESIQ_SINGLETONS__).toEqual({ '@salesiq/a': 2 });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('@salesiq/a was instantiated 2 times');
  });
});
