import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createConsultation } from '@salesiq/shared-data/operations/create-consultation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { bookImplementationCall } from './book-implementation-call';
import { acmeHealthGeneratorData } from '@salesiq/shared-data/testing/bot-generator-data';

rs.mock('@salesiq/shared-data/operations/create-consultation', () => ({
  createConsultation: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({
  createLead: rs.fn(() => Promise.resolve('stored')),
}));

const data = acmeHealthGeneratorData;
const message =
  'Implementation call requested for the Healthcare AI bot script of Acme Health. Primary goal: Automate appointment booking';

describe('bookImplementationCall', () => {
  beforeEach(() => {
    rs.mocked(createConsultation).mockClear();
    rs.mocked(createLead).mockClear();
  });

  it('saves the consultation, then the lead', async () => {
    expect(await bookImplementationCall(data)).toBe('stored');
    expect(createConsultation).toHaveBeenCalledWith({
      name: 'Jo Smith',
      email: 'jo@acme.test',
      company: 'Acme Health',
      industry: 'healthcare',
      consultation_type: 'implementation_assistance',
      message,
      status: 'requested',
    });
    expect(createLead).toHaveBeenCalledWith({
      name: 'Jo Smith',
      email: 'jo@acme.test',
      company: 'Acme Health',
      industry: 'healthcare',
      lead_source: 'bot_script_page',
      lead_type: 'implementation_request',
      message,
    });
    const consultationOrder = rs.mocked(createConsultation).mock.invocationCallOrder[0] ?? Infinity;
    expect(consultationOrder).toBeLessThan(rs.mocked(createLead).mock.invocationCallOrder[0] ?? -Infinity);
  });

  it('gives a company that ends in a full stop no second one', async () => {
    await bookImplementationCall({ ...data, companyName: 'Sunrise Clinic & Co.' });
    expect(createLead).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Implementation call requested for the Healthcare AI bot script of Sunrise Clinic & Co. Primary goal: Automate appointment booking',
      }),
    );
  });

  it('reports queued (and logs) when a record waits in the outbox', async () => {
    const error = rs.spyOn(console, 'error').mockImplementation(() => {});
    rs.mocked(createConsultation).mockResolvedValueOnce('queued');
    expect(await bookImplementationCall(data)).toBe('queued');
    expect(createLead).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Error saving implementation call request: it stays queued and will be retried.');
    error.mockRestore();
  });
});
