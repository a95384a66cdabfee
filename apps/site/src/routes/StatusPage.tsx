import { PageHero } from '../components/PageHero.js';
import { EmailSignupIsland } from '../islands/EmailSignup.js';
import { StatusBoardIsland } from '../islands/StatusBoard.js';

export function StatusPage() {
  return (
    <>
      <PageHero eyebrow="System Status" title="Tallyline System Status" lead="Live health of every service, checked by our servers, with 90 days of history." />
      <section className="section tight" aria-labelledby="services-title">
        <div className="container">
          <StatusBoardIsland />
          <EmailSignupIsland id="status-signup" title="Subscribe to Status Updates" text="Get an e-mail when a service is degraded or back to normal." button="Subscribe" />
        </div>
      </section>
    </>
  );
}
