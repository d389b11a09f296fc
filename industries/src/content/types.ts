import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import type { IndustryColors } from '@salesiq/ui/industry-theme';
import type { LucideIcon } from 'lucide-react';

/** One line of the hero's static chat preview. */
export interface PreviewLine {
  from: 'bot' | 'visitor';
  text: string;
}

export interface HeroCopy {
  /** Short line above the heading "SalesIQ for {displayName}". */
  eyebrow: string;
  lead: string;
  /** Three short proof points beside the buttons. */
  highlights: readonly string[];
  /** The fake chat preview, alternating bot and visitor. */
  preview: readonly PreviewLine[];
}

export interface Challenge {
  icon: LucideIcon;
  title: string;
  /** A headline figure for the challenge, for example "50%". */
  stat?: string;
  description: string;
}

export interface UseCase {
  icon: LucideIcon;
  name: string;
  summary: string;
  /** Five numbered steps. */
  steps: readonly string[];
  /** Integration tags, for example "Zoho CRM". */
  integrations: readonly string[];
}

export interface ContentBlockPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The copy of the shared industry content block (rendered by `IndustryContentBlock`). */
export interface ContentBlockCopy {
  heading: string;
  body: string;
  points: readonly ContentBlockPoint[];
}

export interface RoiFigure {
  value: string;
  label: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  organisation: string;
}

export interface Results {
  heading: string;
  figures: readonly RoiFigure[];
  testimonial: Testimonial;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ClosingCta {
  heading: string;
  body: string;
}

/** The scripted demo chat of the floating launcher. */
export interface DemoBot {
  name: string;
  /** Five bot lines, one per visitor message. */
  script: readonly string[];
}

/** Industry details of the demo-request mail draft (`demoRequestDraft`). */
export interface DemoDraftDetails {
  /** The bracketed stand-in for a blank company, for example "[Your Clinic]". */
  businessPlaceholder: string;
  questions: readonly string[];
  features: readonly string[];
}

/** A step of the healthcare AI journey (rendered with the ui `FlowDiagram`). */
export interface JourneyStep {
  type: 'user' | 'bot' | 'system' | 'integration';
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface SectionIntro {
  heading: string;
  lead: string;
}

interface BaseContent {
  key: IndustryKey;
  displayName: string;
  colors: IndustryColors;
  hero: HeroCopy;
  cta: ClosingCta;
  bot: DemoBot;
  demoDraft: DemoDraftDetails;
}

/** A page with every section of SPEC §2 "Industry landing pages". */
export interface FullIndustryContent extends BaseContent {
  layout: 'full';
  challengesIntro: SectionIntro;
  challenges: readonly Challenge[];
  useCasesIntro: SectionIntro;
  useCases: readonly UseCase[];
  contentBlock: ContentBlockCopy;
  results: Results;
  faqs: readonly Faq[];
  /** Healthcare's six-step AI journey. */
  journey?: { intro: SectionIntro; steps: readonly JourneyStep[] };
  /** Pages that mount the AI Bot Generator section. */
  generator?: SectionIntro;
  /** Healthcare's extra nav: "Download Template Guide" and "Get Personalized Guide". */
  guideNav?: boolean;
}

/** Food & Beverage: only the hero and the closing call to action (SPEC §2). */
export interface HeroOnlyIndustryContent extends BaseContent {
  layout: 'hero-only';
}

export type IndustryContent = FullIndustryContent | HeroOnlyIndustryContent;
