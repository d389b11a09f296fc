import '@salesiq/ui/global.css';
import { StandaloneGeneratorForm } from '../features/standalone-generator/standalone-generator-form';

/** The standalone AI bot generator (mounted on the home page; no props). */
export default function StandaloneGenerator() {
  return <StandaloneGeneratorForm />;
}
