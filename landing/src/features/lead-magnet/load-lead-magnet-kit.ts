import { codeOnDemand } from '@salesiq/federation/code-on-demand';

export type LeadMagnetKit = typeof import('@salesiq/shared-data/kit/download-template-kit');

/** The kit's code, which showing the form does not need: loaded as the visitor starts on the form, at the latest on submit. */
export const leadMagnetKit = codeOnDemand<LeadMagnetKit>(
  () => import(/* webpackChunkName: "lead-magnet-kit" */ '@salesiq/shared-data/kit/download-template-kit'),
);
