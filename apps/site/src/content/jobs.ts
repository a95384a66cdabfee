import type { JobPosition } from './types.js';

/** Seven remote, full-time positions (site.md §3). */
export const JOBS: JobPosition[] = [
  {
    title: 'Senior Frontend Engineer',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    description: 'Build the browser workflow: fast CSV parsing in workers, accessible charts and a dashboard editor that feels instant.',
    requirements: ['3+ years of React and TypeScript', 'Experience with performance profiling in the browser', 'Care for accessibility and design detail'],
  },
  {
    title: 'Backend Developer',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    description: 'Own the API, authentication and storage services behind saved datasets, dashboards and API keys.',
    requirements: ['3+ years with Node.js or a similar server runtime', 'Solid PostgreSQL, including row-level security', 'Experience designing public REST APIs'],
  },
  {
    title: 'UI/UX Designer',
    department: 'Design',
    location: 'Remote',
    type: 'Full-time',
    description: 'Design how business users move from a raw file to a decision, across the workflow, the report and the public site.',
    requirements: ['3+ years of product design', 'A portfolio with data-heavy interfaces', 'Comfortable testing ideas with users'],
  },
  {
    title: 'Data Engineer',
    department: 'Data Science',
    location: 'Remote',
    type: 'Full-time',
    description: 'Make type detection, statistics and import formats robust on messy real-world exports.',
    requirements: ['3+ years building data pipelines', 'Strong knowledge of CSV, JSON and SQL data formats', 'Experience testing data code with real-world edge cases'],
  },
  {
    title: 'DevOps Engineer',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    description: 'Run a small, reliable platform: deployments, monitoring, backups and the status page that reports on them.',
    requirements: ['3+ years running production services', 'Containers, CI/CD and infrastructure as code', 'Calm on-call habits and good post-mortems'],
  },
  {
    title: 'Product Marketing Manager',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    description: 'Explain privacy-first analytics to business teams: positioning, launches, the blog and customer stories.',
    requirements: ['3+ years in B2B product marketing', 'Clear writing for non-technical audiences', 'Experience launching SaaS features'],
  },
  {
    title: 'Senior Data Scientist',
    department: 'Data Science',
    location: 'Remote',
    type: 'Full-time',
    description: 'Lead the analysis behind AI insights, anomaly detection and forecasting, with methods users can understand and check.',
    requirements: ['4+ years of applied statistics or machine learning', 'Time-series analysis and forecasting', 'Able to explain uncertainty to business users'],
  },
];
