// mfe-public's exposed pages, as the server bundle imports them (shell/webpack.server.js).
declare module 'mfe_public/*' {
  import type { ComponentType } from 'react';

  const page: ComponentType<never>;
  export default page;
}
