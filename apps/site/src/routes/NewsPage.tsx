import { ButtonLink } from '@tallyline/ui';
import { PageHero, Section } from '../components/PageHero.js';
import { mailto, PRESS_EMAIL } from '../content/links.js';
import { NewsListIsland } from '../islands/NewsList.js';

export function NewsPage() {
  return (
    <>
      <PageHero eyebrow="News" title="News and announcements" lead="Product launches, new features and security updates from Tallyline." />
      <section className="section tight" aria-label="News items">
        <div className="container">
          <NewsListIsland />
        </div>
      </section>
      <Section id="press" title="Press kit and media inquiries" tone="alt">
        <div className="grid grid-2">
          <article className="card">
            <h3>Press kit</h3>
            <p>Logos, product screenshots and a short company description. The download will be available soon.</p>
            <ButtonLink variant="secondary" href="#press" aria-disabled="true">Press kit (coming soon)</ButtonLink>
          </article>
          <article className="card">
            <h3>Media inquiries</h3>
            <p>Journalists and analysts can reach our press team directly.</p>
            <ButtonLink href={mailto(PRESS_EMAIL, 'Media Inquiry')}>E-mail {PRESS_EMAIL}</ButtonLink>
          </article>
        </div>
      </Section>
    </>
  );
}
