import { describe, expect, it, rs } from '@rstest/core';
import { codeOnDemand } from './code-on-demand';

const code = { name: 'kit' };

describe('codeOnDemand', () => {
  it('imports once however often it is asked', async () => {
    const importCode = rs.fn(() => Promise.resolve(code));
    const chunk = codeOnDemand(importCode);
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(code);
    expect(second).toBe(code);
    expect(await chunk.load()).toBe(code);
    expect(importCode).toHaveBeenCalledTimes(1);
  });

  it('uses the code once it has come, and at once (in the same task) after that', async () => {
    const chunk = codeOnDemand(() => Promise.resolve(code));
    const uses: unknown[] = [];
    chunk.use((loaded) => uses.push(loaded), () => uses.push('unavailable'));
    expect(uses).toEqual([]);
    await chunk.load();
    expect(uses).toEqual([code]);
    chunk.use((loaded) => uses.push(loaded), () => uses.push('unavailable'));
    expect(uses).toEqual([code, code]);
  });

  it('tries a failed import once more', async () => {
    const importCode = rs.fn<() => Promise<typeof code>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(code);
    expect(await codeOnDemand(importCode).load()).toBe(code);
    expect(importCode).toHaveBeenCalledTimes(2);
  });

  it('after two failures rejects, keeps nothing, and a later load imports afresh', async () => {
    const importCode = rs.fn<() => Promise<typeof code>>().mockRejectedValue(new Error('offline'));
    const chunk = codeOnDemand(importCode);
    const unavailable = rs.fn();
    chunk.use(() => {}, unavailable);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(unavailable).toHaveBeenCalledTimes(1);
    importCode.mockResolvedValue(code);
    expect(await chunk.load()).toBe(code);
    expect(importCode).toHaveBeenCalledTimes(3);
  });
});
