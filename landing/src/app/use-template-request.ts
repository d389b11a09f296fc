import { useCallback, useEffect, useRef, useState } from 'react';
import { type IndustryPreselect, toLeadMagnetIndustry } from '../features/lead-magnet/lead-magnet-industries';
import { scrollToSection } from '../shared/scroll-to-section';
import { sectionIds } from '../shared/section-ids';

export const preselectDelayMs = 800;

/**
 * "Get AI {industry} Bot" (SPEC §2, §9): scroll to the lead magnet now; 800 ms later, when the
 * scroll has settled, ask the form to preselect the industry and focus Full Name.
 */
export function useTemplateRequest() {
  const [preselect, setPreselect] = useState<IndustryPreselect | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(pending.current), []);

  const requestTemplates = useCallback((industry: string) => {
    scrollToSection(sectionIds.leadMagnet);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      setPreselect((previous) => ({ industry: toLeadMagnetIndustry(industry), request: (previous?.request ?? 0) + 1 }));
    }, preselectDelayMs);
  }, []);

  return { preselect, requestTemplates };
}
