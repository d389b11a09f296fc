import '@salesiq/ui/global.css';
import { GuideFormView } from '../features/guide-form/guide-form-view';

/** /personalized-guide (SPEC §2); the shell or the standalone app supplies the router. */
export default function GuideFormPage() {
  return <GuideFormView />;
}
