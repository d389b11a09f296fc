export type LeadMagnetKit = typeof import('./lead-magnet-kit');

const importKit = () => import(/* webpackChunkName: "lead-magnet-kit" */ './lead-magnet-kit');

let loaded: LeadMagnetKit | undefined;
let loading: Promise<LeadMagnetKit> | undefined;

/** The kit's code once it has loaded: a submit then downloads at once, within the visitor's press. */
export const loadedLeadMagnetKit = (): LeadMagnetKit | undefined => loaded;

/**
 * Loads the kit's code, which showing the form does not need: as the visitor starts on the form,
 * at the latest on submit. A failed load is tried once more, then forgotten, so that a later
 * submit loads it afresh.
 */
export function loadLeadMagnetKit(): Promise<LeadMagnetKit> {
  loading ??= importKit()
    .catch(importKit)
    .then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}
