import { codeOnDemand } from '@salesiq/federation/code-on-demand';

export type LeadMagnetKit = typeof import('./lead-magnet-kit');

/** The kit's code, which showing the form does not need: loaded as the visitor starts on the form, at the latest on submit. */
export const leadMagnetKit = codeOnDemand<LeadMagnetKit>(() => import(/* webpackChunkName: "lead-magnet-kit" */ './lead-magnet-kit'));
