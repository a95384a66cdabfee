import { ButtonLink } from '@tallyline/ui';
import { Icon, type IconName } from '../components/Icon.js';
import { PageHero, Section } from '../components/PageHero.js';
import { HELP_CATEGORIES } from '../content/faqs.js';
import { APP_DASHBOARD_URL } from '../content/links.js';
import { ContactFormIsland } from '../islands/ContactForm.js';
import { HelpFaqIsland } from '../islands/HelpFaq.js';
import { HelpSearchIsland } from '../islands/HelpSearch.js';

const CATEGORY_ICONS: IconName[] = ['bolt', 'database', 'chart', 'key'];

export function HelpPage() {
  return (
    <>
      <PageHero eyebrow="Help Centre" title="How can we help?" lead="Search the frequently asked questions, browse by topic or send us a message.">
        <HelpSearchIsland />
      </PageHero>
      <Section id="categories" title="Browse by topic">
        <div className="grid grid-4">
          {HELP_CATEGORIES.map((c, i) => (
            <article className="card compact" key={c.title}>
              <span className="icon-badge"><Icon name={CATEGORY_ICONS[i] ?? 'file'} /></span>
              <h3>{c.title}</h3>
              <p>{c.description}</p>
              <ul className="plain-list">
                {c.articles.map((a) => (
                  <li key={a}><a href="#faq">{a}</a></li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section id="faq" title="Frequently asked questions" tone="alt">
        <div className="narrow-block">
          <HelpFaqIsland />
        </div>
      </Section>
      <Section id="contact-us" title="Still need help?" intro="Send us a message and we will get back to you.">
        <div className="help-contact">
          <ContactFormIsland idPrefix="help-contact" />
          <aside className="card ai-cta" aria-labelledby="ai-cta-title">
            <span className="icon-badge"><Icon name="sparkle" /></span>
            <h3 id="ai-cta-title">Chat with AI Assistant</h3>
            <p>Ask questions about your own data in plain English, right next to your dashboard.</p>
            <ButtonLink href={APP_DASHBOARD_URL}>Open the dashboard</ButtonLink>
          </aside>
        </div>
      </Section>
    </>
  );
}
