import { contact } from '@salesiq/shared-data/contact';
import { guideFormAddress } from '@salesiq/shared-data/site/addresses';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { BadgeCheck, BookOpen, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Link } from '@salesiq/routing';
import { announcePlaceholder, placeholderResources, privacyText, requestFooterContact, termsText } from './footer-actions';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={`${styles.footer} render-near-viewport`} aria-labelledby="footer-title">
      <div className={styles.inner}>
        <div>
          <h2 id="footer-title" className={styles.brand}>
            <Link to="/">{contact.company}</Link>
          </h2>
          <p className={styles.description}>
            Ready-made Zoho SalesIQ chatbot templates, AI-generated bot scripts and hands-on consultations for more than
            20 industries, so your website answers, qualifies and books customers around the clock.
          </p>
          <ul className={styles.badges} aria-label="Certifications">
            <li className={styles.badge}>
              <ShieldCheck aria-hidden="true" size={18} /> Zoho SalesIQ Partner Certified
            </li>
            <li className={styles.badge}>
              <BadgeCheck aria-hidden="true" size={18} /> AI Chatbot Expert Verified
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-resources">
          <h3 id="footer-resources" className={styles.heading}>
            Resources
          </h3>
          <ul className={styles.list}>
            {placeholderResources.map((title) => (
              <li key={title}>
                <button type="button" className={styles.linkButton} onClick={() => announcePlaceholder(title)}>
                  {title}
                </button>
              </li>
            ))}
            <li>
              <a className={styles.link} href={contact.documentationUrl} target="_blank" rel="noopener noreferrer">
                <BookOpen aria-hidden="true" size={16} /> Documentation
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <Link className={styles.link} to={guideFormAddress}>
                Get a Personalized Guide
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h3 className={styles.heading}>Contact</h3>
          <ul className={styles.list}>
            <li>
              <a
                className={styles.link}
                href={`mailto:${contact.email}`}
                onClick={(event) => {
                  event.preventDefault();
                  requestFooterContact();
                }}
              >
                <Mail aria-hidden="true" size={16} /> {contact.email}
              </a>
            </li>
            <li>
              <a className={styles.link} href={contact.phoneHref}>
                <Phone aria-hidden="true" size={16} /> {contact.phone}
              </a>
            </li>
            <li className={styles.plain}>
              <MapPin aria-hidden="true" size={16} /> {contact.location}
            </li>
          </ul>
        </div>
      </div>

      <div className={styles.legal}>
        <p>
          © {process.env.COPYRIGHT_YEAR} {contact.company}. Zoho and SalesIQ are trademarks of Zoho Corporation.
        </p>
        <div className={styles.legalLinks}>
          <button type="button" className={styles.linkButton} onClick={() => browserDialogs.alert(privacyText)}>
            Privacy Policy
          </button>
          <button type="button" className={styles.linkButton} onClick={() => browserDialogs.alert(termsText)}>
            Terms of Service
          </button>
        </div>
      </div>
    </footer>
  );
}
