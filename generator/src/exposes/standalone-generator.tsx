import '@salesiq/ui/global.css';
import { StandaloneGeneratorForm, type StandaloneGeneratorFormProps } from '../features/standalone-generator/standalone-generator-form';

/** The standalone AI bot generator (on the home page its section's heading is an h2, so the result's is an h3). */
export default function StandaloneGenerator(props: StandaloneGeneratorFormProps) {
  return <StandaloneGeneratorForm {...props} />;
}
