import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { automotive } from './automotive';
import { education } from './education';
import { energy } from './energy';
import { entertainment } from './entertainment';
import { finance } from './finance';
import { fitness } from './fitness';
import { foodBeverage } from './food-beverage';
import { government } from './government';
import { healthcare } from './healthcare';
import { hospitality } from './hospitality';
import { insurance } from './insurance';
import { legal } from './legal';
import { logistics } from './logistics';
import { manufacturing } from './manufacturing';
import { nonprofit } from './nonprofit';
import { realEstate } from './real-estate';
import { retail } from './retail';
import { saas } from './saas';
import { telecom } from './telecom';
import { travel } from './travel';
import type { IndustryContent } from './types';

/** The content of every industry page, by route key. */
export const industryContent: Record<IndustryKey, IndustryContent> = {
  healthcare,
  finance,
  retail,
  'real-estate': realEstate,
  travel,
  education,
  manufacturing,
  hospitality,
  automotive,
  legal,
  fitness,
  telecom,
  'food-beverage': foodBeverage,
  logistics,
  saas,
  nonprofit,
  insurance,
  entertainment,
  government,
  energy,
};
