import '@salesiq/ui/global.css';
import { ScriptPageView } from '../features/script-page/script-page-view';

/** `/generate-bot-script/:industry/:companySlug` (no props; the data comes from the session). */
export default function ScriptPage() {
  return <ScriptPageView />;
}
