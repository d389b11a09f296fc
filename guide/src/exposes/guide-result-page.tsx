import '@salesiq/ui/global.css';
import { guideFormDataAtom } from '@salesiq/shared-data/session/guide-form-data';
import { guideFormAddress } from '@salesiq/shared-data/site/addresses';
import { Spinner } from '@salesiq/ui/spinner';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useNavigate, useParams } from '@salesiq/routing';
import { guideContentFor } from '../content/guide-content';
import { GuideResultView } from '../features/guide-result/guide-result-view';
import styles from './guide-result-page.module.css';

/** /salesiq-guide/:industry/:companySlug: the guide for the session's form data, or back to the form without it. */
export default function GuideResultPage() {
  const { industry } = useParams();
  const store = useStore();
  const visitor = useAtomValue(guideFormDataAtom, { store });
  const navigate = useNavigate();

  useEffect(() => {
    // Ask the store, not this render: subscribing has just re-read sessionStorage (what another app may have stored).
    if (!store.get(guideFormDataAtom)) void navigate(guideFormAddress, { replace: true });
  }, [visitor, store, navigate]);

  if (!visitor) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading your personalized guide..." showLabel />
      </div>
    );
  }
  return <GuideResultView visitor={visitor} content={guideContentFor(industry)} />;
}
