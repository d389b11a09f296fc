import { Button } from '@salesiq/ui/button';
import { guideFormAddress } from '@salesiq/shared-data/site/addresses';
import { Container } from '@salesiq/ui/section';
import { ArrowLeft, BookOpen, Download, FileText } from 'lucide-react';
import { useNavigate } from '@salesiq/routing';
import styles from './top-bar.module.css';

interface TopBarProps {
  /** Healthcare's extra "Download Template Guide" and "Get Personalized Guide". */
  guideNav: boolean;
  onDownloadTemplates: () => void;
}

export function TopBar({ guideNav, onDownloadTemplates }: TopBarProps) {
  const navigate = useNavigate();
  return (
    <header className={styles.bar}>
      <Container>
        <nav className={styles.nav} aria-label="Quick links">
          <Button variant="ghost" size="sm" className={styles.back} onClick={() => navigate('/')}>
            <ArrowLeft aria-hidden="true" />
            Back to All Industries
          </Button>
          <div className={styles.actions}>
            {guideNav && (
              <>
                <Button variant="secondary" size="sm" onClick={onDownloadTemplates}>
                  <FileText aria-hidden="true" />
                  Download Template Guide
                </Button>
                <Button variant="secondary" size="sm" onClick={() => navigate(guideFormAddress)}>
                  <BookOpen aria-hidden="true" />
                  Get Personalized Guide
                </Button>
              </>
            )}
            <Button variant="accent" size="sm" onClick={onDownloadTemplates}>
              <Download aria-hidden="true" />
              Download Templates
            </Button>
          </div>
        </nav>
      </Container>
    </header>
  );
}
