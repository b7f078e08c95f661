// The UI kit's public surface: what every app may use to look like Rowad.
export { theme } from './theme';
export type { Theme } from './theme';
export { GlobalStyle } from './global-style';
export { Button } from './button';
export type { ButtonVariant } from './button';
export { Card, CardBody, CardGrid } from './card';
export { Badge } from './badge';
export type { BadgeTone } from './badge';
export { Spinner } from './spinner';
export { Dialog } from './dialog';
export { FormField, Input, TextArea, Select } from './form-field';
export type { ControlProps } from './form-field';
export { PasswordInput } from './password-input';
export { ImageWithPlaceholder, PLACEHOLDER_IMAGE, PLACEHOLDER_AVATAR } from './image-with-placeholder';
export { ResponsiveImage, srcSetOf } from './responsive-image';
export type { PictureSource, ResponsiveImageProps } from './responsive-image';
export { Skeleton } from './skeleton';
export { useDocumentTitle, SITE_NAMES, takeServerTitle } from './use-document-title';
