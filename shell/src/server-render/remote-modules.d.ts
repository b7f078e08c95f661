// mfe-public's exposed pages, as the server bundle imports them (shell/webpack.server.js).
declare module 'mfe_public/*' {
  import type { ComponentType } from 'react';

  const page: ComponentType<never>;
  export default page;
}

// The pages the server draws, generated from @rowad/shared/pages by shell/webpack.server.js:
// `mfe_public/HomePage` -> mfe-public's exposed module HomePage.
declare module 'virtual:server-pages' {
  import type { ComponentType } from 'react';

  export const serverPages: Record<string, ComponentType<never>>;
}
