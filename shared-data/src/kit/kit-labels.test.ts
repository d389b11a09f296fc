import { describe, expect, it } from '@rstest/core';
import { fallbackKitLabels, kitLabels } from './kit-labels';

describe('kitLabels', () => {
  it('falls back to Get Started, Learn More, Contact Us and General Consultation', () => {
    expect(kitLabels('other')).toMatchObject({
      primaryButton: 'Get Started',
      secondaryButton: 'Learn More',
      contactButton: 'Contact Us',
      serviceName: 'General Consultation',
    });
    expect(kitLabels('telecom')).toBe(fallbackKitLabels);
    expect(kitLabels('')).toBe(fallbackKitLabels);
  });

  it.each(['healthcare', 'finance', 'retail', 'real-estate', 'travel', 'education', 'manufacturing', 'hospitality', 'automotive', 'legal', 'fitness'])(
    'has its own labels for %s',
    (industry) => {
      const labels = kitLabels(industry);
      expect(labels).not.toBe(fallbackKitLabels);
      for (const label of Object.values(labels) as string[]) expect(label.length).toBeGreaterThan(0);
    },
  );
});
