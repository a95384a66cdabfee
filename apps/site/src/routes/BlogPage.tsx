import { PageHero } from '../components/PageHero.js';
import { BlogArticlesIsland } from '../islands/BlogArticles.js';
import { EmailSignupIsland } from '../islands/EmailSignup.js';

export function BlogPage() {
  return (
    <>
      <PageHero eyebrow="Blog" title="Insights on data, analytics and the workflow" lead="Practical guides and product news from the Tallyline team." />
      <section className="section tight" aria-label="Articles">
        <div className="container">
          <BlogArticlesIsland />
          <EmailSignupIsland id="blog-signup" title="Get new articles by e-mail" text="One e-mail when we publish, nothing else." button="Subscribe" />
        </div>
      </section>
    </>
  );
}
