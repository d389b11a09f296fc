import { noProps, preloadRemoteModule, type RemoteLoader, RemoteModule } from '@salesiq/federation/remote-module';
import { useLoadWhenNear } from '@salesiq/federation/use-load-when-near';
import { useRenderedInBrowser } from '@salesiq/federation/use-rendered-in-browser';
import { memo, use } from 'react';
import { loadStandaloneGenerator } from '../features/bot-generator/generator-section';

/**
 * The home sections below the fold whose code comes as they near the viewport: their markup comes
 * with the server's HTML, so a first visit loads and hydrates only what it shows first. Each is
 * memoised and takes only stable props: a page update (a template request) must not reach a
 * section before it has hydrated, which would make React drop its server HTML and render it again.
 */

const loadIndustryDetails = () => import(/* webpackChunkName: "home-industry-details" */ '../features/industry-details/industry-details').then((module) => ({ default: module.IndustryDetails }));
const loadAiFlows = () => import(/* webpackChunkName: "home-ai-flows" */ '../features/ai-flows/ai-flows').then((module) => ({ default: module.AiFlows }));
const loadAiIntelligence = () => import(/* webpackChunkName: "home-ai-intelligence" */ '../features/ai-intelligence/ai-intelligence').then((module) => ({ default: module.AiIntelligence }));
const loadDemoSection = () => import(/* webpackChunkName: "home-demo-section" */ '../features/demo-section/demo-section').then((module) => ({ default: module.DemoSection }));

let allSectionsCode: Promise<void> | undefined;

/**
 * Loads the code of every section that comes when near (the bot generator's included) for its
 * RemoteModule, which then renders it at once; the home page's `preload`, so a navigation to it
 * shows the page whole. A section that fails to load is left to its RemoteModule, which tries again
 * and explains.
 */
export function loadAllSectionsCode(): Promise<void> {
  if (!allSectionsCode) {
    const loading = Promise.all([
      preloadRemoteModule(loadIndustryDetails),
      preloadRemoteModule(loadAiFlows),
      preloadRemoteModule(loadAiIntelligence),
      preloadRemoteModule(loadStandaloneGenerator),
      preloadRemoteModule(loadDemoSection),
    ]).then(() => undefined);
    // Marked as React's `use` marks a promise it has seen settle: `use` then reads it at once,
    // so a page whose sections' code is in renders whole without suspending first.
    void loading.then(() => Object.assign(loading, { status: 'fulfilled', value: undefined }));
    allSectionsCode = loading;
  }
  return allSectionsCode;
}

/**
 * A page rendered in the browser (after a navigation, or running alone) has no markup of the
 * sections to show meanwhile, so it waits for all of their code: it never shows placeholders that
 * then grow (a scroll to a section below them would stop short of it).
 */
export function useAllSectionsCodeInBrowser() {
  const renderedInBrowser = useRenderedInBrowser();
  if (renderedInBrowser) use(loadAllSectionsCode());
}

interface SectionWhenNearProps<P extends object> {
  load: RemoteLoader<P>;
  props: P;
  label: string;
  minHeight: string;
}

function SectionWhenNear<P extends object>({ load, props, label, minHeight }: SectionWhenNearProps<P>) {
  const { ref, load: loadWhenNear } = useLoadWhenNear<Awaited<ReturnType<RemoteLoader<P>>>, HTMLDivElement>(load);
  return (
    <div ref={ref}>
      <RemoteModule load={loadWhenNear} props={props} label={label} minHeight={minHeight} />
    </div>
  );
}

export const IndustryDetailsWhenNear = memo(function IndustryDetailsWhenNear({ onGetBot }: { onGetBot: (industryKey: string, pressedAt: number) => void }) {
  return <SectionWhenNear load={loadIndustryDetails} props={{ onGetBot }} label="the industry details" minHeight="100rem" />;
});

export const AiFlowsWhenNear = memo(function AiFlowsWhenNear() {
  return <SectionWhenNear load={loadAiFlows} props={noProps} label="the AI flows" minHeight="60rem" />;
});

export const AiIntelligenceWhenNear = memo(function AiIntelligenceWhenNear({ onGetBot }: { onGetBot: (pressedAt: number) => void }) {
  return <SectionWhenNear load={loadAiIntelligence} props={{ onGetBot }} label="the AI intelligence section" minHeight="50rem" />;
});

export const DemoSectionWhenNear = memo(function DemoSectionWhenNear() {
  return <SectionWhenNear load={loadDemoSection} props={noProps} label="the live demo" minHeight="50rem" />;
});
