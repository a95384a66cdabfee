import { ButtonLink } from '@tallyline/ui';
import { CtaBand } from '../components/CtaBand.js';
import { Icon, type IconName } from '../components/Icon.js';
import { PageHero, Section } from '../components/PageHero.js';
import { CAREERS_EMAIL, mailto } from '../content/links.js';
import { JOBS } from '../content/jobs.js';
import './CareersPage.css';

const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'globe', title: 'Remote first', text: 'Work from anywhere, with overlap hours that respect time zones.' },
  { icon: 'heart', title: 'Health cover', text: 'Medical insurance for you and your family.' },
  { icon: 'clock', title: 'Flexible hours', text: 'Plan your day around your life, not the other way round.' },
  { icon: 'bolt', title: 'Learning budget', text: 'Yearly budget for courses, books and conferences.' },
  { icon: 'code', title: 'Home office setup', text: 'A stipend for the equipment you need to do great work.' },
  { icon: 'users', title: 'Team retreats', text: 'Meet the whole team in person once a year.' },
];

const PROCESS = [
  ['Apply', 'Send your CV and a few lines about why Tallyline, by e-mail.'],
  ['Intro call', 'A first interview of 30-45 minutes about you and the role.'],
  ['Skills conversation', 'A practical discussion of work you have done, no trick questions.'],
  ['Take-home or pairing', 'A short, paid exercise close to the real job.'],
  ['Team interviews', 'Meet the people you would work with every day.'],
  ['Offer', 'A clear offer and an answer to every question you have.'],
];

export function CareersPage() {
  return (
    <>
      <PageHero eyebrow="Careers" title="Help business teams understand their data" lead="We are hiring for seven remote, full-time roles. Come build analytics that people trust.">
        <ButtonLink href="#open-positions">See open positions</ButtonLink>
      </PageHero>
      <Section id="culture" title="Culture and values">
        <div className="grid grid-3">
          <article className="card"><h3>Ownership</h3><p>You own problems end to end, from the first sketch to the numbers after release.</p></article>
          <article className="card"><h3>Clarity</h3><p>We write things down, explain our reasoning and make decisions in the open.</p></article>
          <article className="card"><h3>Care</h3><p>For users' data, for each other's time, and for the quality of what we ship.</p></article>
        </div>
      </Section>
      <Section id="benefits" title="Benefits" tone="alt">
        <div className="grid grid-3">
          {BENEFITS.map((b) => (
            <article className="card compact" key={b.title}>
              <span className="icon-badge"><Icon name={b.icon} /></span>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="open-positions" title="Open positions" intro="All roles are remote and full-time. We reply to every application within 1 week.">
        <div className="job-list">
          {JOBS.map((job) => (
            <article className="card job" key={job.title}>
              <div className="job-head">
                <div>
                  <h3>{job.title}</h3>
                  <p className="job-meta">
                    <span className="pill">{job.department}</span>
                    <span className="pill">{job.type}</span>
                    <span className="pill">{job.location}</span>
                  </p>
                </div>
                <ButtonLink size="sm" href={mailto(CAREERS_EMAIL, `Job Application: ${job.title}`)}>
                  Apply<span className="visually-hidden"> for {job.title}</span>
                </ButtonLink>
              </div>
              <p>{job.description}</p>
              <ul className="check-list">
                {job.requirements.map((r) => (
                  <li key={r}><Icon name="check" size={16} /> {r}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section id="process" title="Our application process" intro="Six steps, usually completed within three weeks." tone="alt">
        <ol className="process">
          {PROCESS.map(([title, text]) => (
            <li key={title} className="card compact"><h3>{title}</h3><p>{text}</p></li>
          ))}
        </ol>
      </Section>
      <CtaBand id="careers-cta" title="Don't see your role?" text="We always want to hear from people who care about data and design. Send us a general application.">
        <ButtonLink href={mailto(CAREERS_EMAIL, 'General Application')}>Send a general application</ButtonLink>
      </CtaBand>
    </>
  );
}
