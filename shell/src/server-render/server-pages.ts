import type { ComponentType } from 'react';
import AboutPage from 'mfe_public/AboutPage';
import ContactPage from 'mfe_public/ContactPage';
import EventPage from 'mfe_public/EventPage';
import EventsPage from 'mfe_public/EventsPage';
import FaqPage from 'mfe_public/FaqPage';
import HomePage from 'mfe_public/HomePage';
import ProjectPage from 'mfe_public/ProjectPage';
import ProjectsPage from 'mfe_public/ProjectsPage';

/**
 * The pages the server renders: every public route of the route table (a test keeps the two in
 * step). `mfe_public/X` is mfe-public's exposed module X (aliased by shell/webpack.server.js).
 * Imported up front, so a page is drawn in the same pass as the layout around it.
 */
export const serverPages: Record<string, ComponentType<never>> = {
  'mfe_public/HomePage': HomePage,
  'mfe_public/AboutPage': AboutPage,
  'mfe_public/FaqPage': FaqPage,
  'mfe_public/ContactPage': ContactPage,
  'mfe_public/ProjectsPage': ProjectsPage,
  'mfe_public/EventsPage': EventsPage,
  'mfe_public/ProjectPage': ProjectPage,
  'mfe_public/EventPage': EventPage,
};
