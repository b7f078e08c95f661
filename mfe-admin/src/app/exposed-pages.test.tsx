import { describeExposedPages } from '../../../jest/exposed-pages';
import AdminPage from '../features/review/admin-page';

describeExposedPages('mfe_admin', {
  AdminPage: [AdminPage, 'Review', 'المراجعة'],
});
