import { afterPress } from '@salesiq/ui/after-press';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type IndustryPreselect, toLeadMagnetIndustry } from '../features/lead-magnet/lead-magnet-industries';
import { scrollToSection } from '../shared/scroll-to-section';
import { sectionIds } from '../shared/section-ids';

export const preselectDelayMs = 800;

/**
 * "Get AI {industry} Bot" (SPEC §2, §9): scroll to the lead magnet now; 800 ms after the press
 * (`pressedAt`: shared-data's, of the visitor's press), when the scroll has settled, ask the form
 * to preselect the industry and focus Full Name.
 */
export function useTemplateRequest() {
  const [preselect, setPreselect] = useState<IndustryPreselect | null>(null);
  const cancelPending = useRef(() => {});

  useEffect(() => () => cancelPending.current(), []);

  const requestTemplates = useCallback((industry: string, pressedAt = Date.now()) => {
    scrollToSection(sectionIds.leadMagnet);
    cancelPending.current();
    cancelPending.current = afterPress(pressedAt, preselectDelayMs, () => {
      setPreselect((previous) => ({ industry: toLeadMagnetIndustry(industry), request: (previous?.request ?? 0) + 1 }));
    });
  }, []);

  return { preselect, requestTemplates };
}
