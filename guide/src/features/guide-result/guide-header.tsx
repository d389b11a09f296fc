import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { Badge } from '@salesiq/ui/badge';
import { Button } from '@salesiq/ui/button';
import { Container } from '@salesiq/ui/section';
import { ArrowLeft, CalendarCheck, Download, Sparkles } from 'lucide-react';
import type { GuideContent } from '../../content/types';
import { formatGuideDate } from '../../domain/guide-text';
import styles from './guide-header.module.css';

interface GuideHeaderProps {
  visitor: GuideFormData;
  content: GuideContent;
  date: Date;
  onDownload: () => void;
  onBookConsultation: () => void;
  onBackToForm: () => void;
}

/** The company, the industry's guide title and the three page actions. */
export function GuideHeader({ visitor, content, date, onDownload, onBookConsultation, onBackToForm }: GuideHeaderProps) {
  return (
    <header className={styles.header}>
      <Container>
        <Button variant="on-dark-outline" size="sm" className={styles.back} onClick={onBackToForm}>
          <ArrowLeft aria-hidden="true" />
          Back to Form
        </Button>
        <div className={styles.body}>
          <Badge tone="on-dark" icon={Sparkles}>
            Personalized {content.displayName} guide
          </Badge>
          <h1 className={styles.title}>
            SalesIQ Implementation Guide for <span className={styles.company}>{visitor.company}</span>
          </h1>
          <p className={styles.subtitle}>{content.title}</p>
          <p className={styles.meta}>
            Prepared for {visitor.name} on {formatGuideDate(date)}
          </p>
          <div className={styles.actions}>
            <Button variant="on-dark" size="lg" onClick={onDownload}>
              <Download aria-hidden="true" />
              Download Complete Guide
            </Button>
            <Button variant="on-dark-outline" size="lg" onClick={onBookConsultation}>
              <CalendarCheck aria-hidden="true" />
              Book Free Consultation
            </Button>
          </div>
        </div>
      </Container>
    </header>
  );
}
