import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { saveLogged } from './save-logged';

describe('saveLogged', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('is stored, and logs nothing, when every record is stored at its first try', async () => {
    const error = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await saveLogged('demo request', [Promise.resolve('stored'), Promise.resolve('stored')])).toBe('stored');
    expect(error).not.toHaveBeenCalled();
  });

  it('is queued, and logs "Error saving <what>", when any record waits in the outbox for a retry', async () => {
    const error = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await saveLogged('demo request', [Promise.resolve('stored'), Promise.resolve('queued')])).toBe('queued');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Error saving demo request: it stays queued and will be retried.');
  });

  it('is refused, and logs that nothing is kept, when the data service refused any record for good', async () => {
    const error = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await saveLogged('personalized guide request', [Promise.resolve('refused'), Promise.resolve('queued')])).toBe('refused');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Error saving personalized guide request: the data service refused it, so it is not kept.');
  });
});
