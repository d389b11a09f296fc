import '@salesiq/ui/global.css';
import { type IndustryGeneratorProps, IndustryGeneratorForm } from '../features/industry-generator/industry-generator-form';

/** The AI Bot Generator section of an industry page: `{ industryKey, industryDisplayName }`. */
export default function IndustryGenerator(props: IndustryGeneratorProps) {
  return <IndustryGeneratorForm {...props} />;
}
