import { buttonClasses } from '@salesiq/ui/button';
import { Link } from '@salesiq/routing';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        We couldn't find that page
      </h1>
      <p className={styles.text}>The link may be old or mistyped. Our chatbot templates for 20 industries are one click away.</p>
      <Link className={buttonClasses({ size: 'lg' })} to="/">
        Back to the home page
      </Link>
    </section>
  );
}
