import { describeExposedPages } from '../../../jest/exposed-pages';
import AboutPage from '../features/about/about-page';
import ContactPage from '../features/contact/contact-page';
import OwnersPage from '../features/entrepreneurs/owners-page';
import EventPage from '../features/event-detail/event-page';
import EventsPage from '../features/events/events-page';
import FaqPage from '../features/faq/faq-page';
import HomePage from '../features/home/home-page';
import OwnerPage from '../features/owner-profile/owner-page';
import ProjectPage from '../features/project-detail/project-page';
import ProjectsPage from '../features/projects/projects-page';

describeExposedPages('mfe_public', {
  HomePage: [HomePage, 'Welcome to Rowad', 'مرحبًا بكم في رواد'],
  AboutPage: [AboutPage, 'About Rowad', 'عن رواد'],
  FaqPage: [FaqPage, 'Frequently Asked Questions', 'الأسئلة الشائعة'],
  ContactPage: [ContactPage, 'Contact Us', 'اتصل بنا'],
  ProjectsPage: [ProjectsPage, 'Projects', 'المشاريع'],
  EventsPage: [EventsPage, 'Events', 'الفعاليات'],
  ProjectPage: [ProjectPage, 'Project', 'المشروع'],
  EventPage: [EventPage, 'Event', 'الفعالية'],
  OwnersPage: [OwnersPage, 'Entrepreneurs', 'رواد الأعمال'],
  OwnerPage: [OwnerPage, 'Entrepreneur', 'رائد الأعمال'],
});
