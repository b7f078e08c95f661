import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const { createConfig } = createRequire(import.meta.url)('../webpack.common.js');

export default createConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  app: 'mfe_public',
  exposes: {
    HomePage: './src/features/home/home-page.tsx',
    AboutPage: './src/features/about/about-page.tsx',
    FaqPage: './src/features/faq/faq-page.tsx',
    ContactPage: './src/features/contact/contact-page.tsx',
    ProjectsPage: './src/features/projects/projects-page.tsx',
    EventsPage: './src/features/events/events-page.tsx',
    ProjectPage: './src/features/project-detail/project-page.tsx',
    EventPage: './src/features/event-detail/event-page.tsx',
    OwnersPage: './src/features/entrepreneurs/owners-page.tsx',
    OwnerPage: './src/features/owner-profile/owner-page.tsx',
  },
});
