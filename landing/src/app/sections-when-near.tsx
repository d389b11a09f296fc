import { noProps, preloadRemoteModule, type RemoteLoader, RemoteModule } from '@salesiq/federation/remote-module';
import { useLoadWhenNear } from '@salesiq/federation/use-load-when-near';
import { useRenderedInBrowser } from '@salesiq/federation/use-rendered-in-browser';
import { memo, useSyncExternalStore } from 'react';
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
let allSectionsCodeIn = false;

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
    ]).then(() => {
      allSectionsCodeIn = true;
    });
    allSectionsCode = loading;
  }
  return allSectionsCode;
}

const subscribeToNothing = () => () => {};
const subscribeToSectionsCode = (onChange: () => void) => {
  void loadAllSectionsCode().then(onChange);
  return () => {};
};

/**
 * Whether the page can show its sections: a page rendered in the browser (after a navigation, or
 * running alone) has no markup of them to show meanwhile, so it waits for all of their code (the
 * page's `preload` has usually brought it): it never shows placeholders that then grow (a scroll
 * to a section below them would stop short of it). A hydrated page has their markup.
 */
export function useAllSectionsCodeInBrowser(): boolean {
  const renderedInBrowser = useRenderedInBrowser();
  return useSyncExternalStore(
    renderedInBrowser ? subscribeToSectionsCode : subscribeToNothing,
    () => !renderedInBrowser || allSectionsCodeIn,
    () => true,
  );
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

export const IndustryDetailsWhenNear = memo(function IndustryDetailsWhenNear({ onGetBot }: { onGetBot: (industryKey: string) => void }) {
  return <SectionWhenNear load={loadIndustryDetails} props={{ onGetBot }} label="the industry details" minHeight="100rem" />;
});

export const AiFlowsWhenNear = memo(function AiFlowsWhenNear() {
  return <SectionWhenNear load={loadAiFlows} props={noProps} label="the AI flows" minHeight="60rem" />;
});

export const AiIntelligenceWhenNear = memo(function AiIntelligenceWhenNear({ onGetBot }: { onGetBot: () => void }) {
  return <SectionWhenNear load={loadAiIntelligence} props={{ onGetBot }} label="the AI intelligence section" minHeight="50rem" />;
});

export const DemoSectionWhenNear = memo(function DemoSectionWhenNear() {
  return <SectionWhenNear load={loadDemoSection} props={noProps} label="the live demo" minHeight="50rem" />;
});
