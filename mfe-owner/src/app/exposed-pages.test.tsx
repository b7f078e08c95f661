import { describeExposedPages } from '../../../jest/exposed-pages';
import MyProfilePage from '../features/my-profile/my-profile-page';
import MyProjectsPage from '../features/my-projects/my-projects-page';
import ProjectImagesPage from '../features/project-images/project-images-page';
import AddProjectPage from '../features/project-form/add-project-page';
import EditProjectPage from '../features/project-form/edit-project-page';
import InfoRequestsPage from '../features/info-requests/info-requests-page';
import InsightsPage from '../features/insights/insights-page';

describeExposedPages('mfe_owner', {
  MyProfilePage: [MyProfilePage, 'My Profile', 'ملفي الشخصي'],
  MyProjectsPage: [MyProjectsPage, 'My Projects', 'مشاريعي'],
  AddProjectPage: [AddProjectPage, 'Add Project', 'إضافة مشروع'],
  EditProjectPage: [EditProjectPage, 'Edit Project', 'تعديل المشروع'],
  ProjectImagesPage: [ProjectImagesPage, 'Project Images', 'صور المشروع'],
  InfoRequestsPage: [InfoRequestsPage, 'Investor requests', 'طلبات المستثمرين'],
  InsightsPage: [InsightsPage, 'Insights', 'الإحصاءات'],
});
