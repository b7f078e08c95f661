import type { ComponentType } from 'react';

/** What every exposed page module exports: the page as its default export. */
export interface RemotePageModule<P = object> {
  default: ComponentType<P>;
}

/** mfe_auth/ChangePasswordModal: the shell renders it while the modal is open. */
export interface ChangePasswordModalProps {
  onClose: () => void;
}
