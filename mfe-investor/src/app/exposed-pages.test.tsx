import { describeExposedPages } from '../../../jest/exposed-pages';
import MyProfilePage from '../features/my-profile/my-profile-page';

describeExposedPages('mfe_investor', {
  MyProfilePage: [MyProfilePage, 'My Profile', 'ملفي الشخصي'],
});
