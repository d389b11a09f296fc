import { codeOnDemand } from '@salesiq/federation/code-on-demand';

export type TemplateKitDownload = typeof import('@salesiq/shared-data/kit/download-template-kit');

/** The kit's code, which the page does not need to show itself: loaded as the dialog opens, at the latest on submit. */
export const templateKitDownload = codeOnDemand<TemplateKitDownload>(
  () => import(/* webpackChunkName: "template-kit" */ '@salesiq/shared-data/kit/download-template-kit'),
);
