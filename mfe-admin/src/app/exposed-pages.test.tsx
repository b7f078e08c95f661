import { describeExposedPages } from '../../../jest/exposed-pages';
import AdminArea from './admin-area';

describeExposedPages('mfe_admin', {
  AdminPage: [AdminArea, 'Dashboard', 'لوحة المتابعة'],
});
