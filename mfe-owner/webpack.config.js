import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const { createConfig } = createRequire(import.meta.url)('../webpack.common.js');

export default createConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  app: 'mfe_owner',
  exposes: {
    MyProfilePage: './src/features/my-profile/my-profile-page.tsx',
    MyProjectsPage: './src/features/my-projects/my-projects-page.tsx',
    AddProjectPage: './src/features/project-form/add-project-page.tsx',
    EditProjectPage: './src/features/project-form/edit-project-page.tsx',
    ProjectImagesPage: './src/features/project-images/project-images-page.tsx',
    InfoRequestsPage: './src/features/info-requests/info-requests-page.tsx',
    InsightsPage: './src/features/insights/insights-page.tsx',
  },
});
