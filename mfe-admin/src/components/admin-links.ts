// The area's page addresses for its features: a feature may not import src/app/ (ESLint), yet
// every link of the area must come from the one `adminPaths`, so it is handed down from here.
export { adminPaths } from '../app/admin-paths';
