import { Button } from '@salesiq/ui/button';
import { Card } from '@salesiq/ui/card';
import { Grid } from '@salesiq/ui/grid';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { Container, SectionHeader } from '@salesiq/ui/section';
import { ArrowLeft, Bot, CalendarRange, ChartNoAxesCombined, Workflow } from 'lucide-react';
import { useNavigate } from '@salesiq/routing';
import { GuideRequestForm } from './guide-request-form';
import styles from './guide-form-view.module.css';

const included = [
  { icon: Bot, title: 'Two chatbot use cases', text: 'Conversation flows written for your industry, step by step.' },
  { icon: Workflow, title: 'Integration map', text: 'How SalesIQ, Zoho CRM and Zoho Bookings work together for you.' },
  { icon: ChartNoAxesCombined, title: 'Expected results and KPIs', text: 'The figures to aim for and the numbers to track.' },
  { icon: CalendarRange, title: 'Four-phase roadmap', text: 'From setup in week 1 to advanced automation in month 2.' },
];

/** /personalized-guide: what the guide contains, and the request form. */
export function GuideFormView() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Container>
        <Button variant="ghost" size="sm" className={styles.back} onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Button>
        <div className={styles.layout}>
          <div className={styles.intro}>
            <SectionHeader
              eyebrow="Free personalized guide"
              title="Your SalesIQ implementation guide, written for your business"
              headingLevel={1}
              titleSize="page"
            />
            <p className={styles.lead}>
              Tell us who you are and what industry you work in. In a few seconds you get a guide with the chatbots, integrations and
              roadmap that fit your business, ready to read online or download.
            </p>
          </div>
          <Card as="section" padding="lg" tone="elevated" className={styles.formCard} aria-labelledby="guide-form-title">
            <h2 id="guide-form-title" className={styles.formTitle}>
              Get your personalized guide
            </h2>
            <GuideRequestForm />
          </Card>
          <Grid as="ul" columns={2} gap={4} className={styles.included} aria-label="What your guide includes">
            {included.map(({ icon: Icon, title, text }) => (
              <li key={title} className={styles.item}>
                <span className={`${iconBox.box} ${styles.icon}`} aria-hidden="true">
                  <Icon />
                </span>
                <span>
                  <strong className={styles.itemTitle}>{title}</strong>
                  <span className={styles.itemText}>{text}</span>
                </span>
              </li>
            ))}
          </Grid>
        </div>
      </Container>
    </div>
  );
}
