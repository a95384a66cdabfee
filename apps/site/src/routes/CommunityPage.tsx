import { ButtonLink } from '@tallyline/ui';
import { EmailSignupIsland } from '../islands/EmailSignup.js';
import { Icon, type IconName } from '../components/Icon.js';
import { PageHero, Section } from '../components/PageHero.js';
import { COMMUNITY_EMAIL, mailto } from '../content/links.js';

const PLANNED: { icon: IconName; title: string; text: string }[] = [
  { icon: 'users', title: 'User Forums', text: 'Share workflows, dashboards and tips with other Tallyline users.' },
  { icon: 'sparkle', title: 'Expert Q&A', text: 'Ask data and analytics questions and get answers from experts.' },
  { icon: 'globe', title: 'Virtual Events', text: 'Live walkthroughs, office hours and product previews.' },
];

export function CommunityPage() {
  return (
    <>
      <PageHero eyebrow="Community" title="Community Coming Soon" lead="A place to learn from other people who turn spreadsheets into decisions." />
      <section className="section tight" aria-label="Notify me">
        <div className="container narrow">
          <EmailSignupIsland id="community-signup" title="Be the first to know" text="Leave your e-mail and we will tell you when the community opens." button="Notify Me" />
        </div>
      </section>
      <Section id="planned" title="What we are planning" tone="alt">
        <div className="grid grid-3">
          {PLANNED.map((p) => (
            <article className="card" key={p.title}>
              <span className="icon-badge"><Icon name={p.icon} /></span>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="suggest" title="Have an idea?" intro="Tell us what would make the community useful for you.">
        <p className="center-link">
          <ButtonLink href={mailto(COMMUNITY_EMAIL, 'Community Suggestion')}>Send a suggestion</ButtonLink>
        </p>
      </Section>
    </>
  );
}
