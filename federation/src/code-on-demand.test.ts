import { describe, expect, it, rs } from '@rstest/core';
import { codeOnDemand } from './code-on-demand';

const code = { name: 'kit' };

describe('codeOnDemand', () => {
  it('has nothing before a load, imports once however often it is asked, and then has the code', async () => {
    const importCode = rs.fn(() => Promise.resolve(code));
    const chunk = codeOnDemand(importCode);
    expect(chunk.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(code);
    expect(second).toBe(code);
    expect(await chunk.load()).toBe(code);
    expect(chunk.loaded()).toBe(code);
    expect(importCode).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import once more', async () => {
    const importCode = rs.fn<() => Promise<typeof code>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(code);
    expect(await codeOnDemand(importCode).load()).toBe(code);
    expect(importCode).toHaveBeenCalledTimes(2);
  });

  it('after two failures rejects, keeps nothing, and a later load imports afresh', async () => {
    const importCode = rs.fn<() => Promise<typeof code>>().mockRejectedValue(new Error('offline'));
    const chunk = codeOnDemand(importCode);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    importCode.mockResolvedValue(code);
    expect(await chunk.load()).toBe(code);
    expect(importCode).toHaveBeenCalledTimes(3);
  });
});
