import { useMutation } from '@tanstack/react-query';
import { deleteProjectImages } from '@rowad/shared/api';
import { queryClient } from '@rowad/shared/query';
import { refreshProject } from './refresh-project';

/** DELETE /my-projects/{id}/images with one image, then the project reloads. */
export const useDeleteProjectImage = (projectId: number) =>
  useMutation(
    {
      mutationFn: (imageId: number) => deleteProjectImages(projectId, { imageIds: [imageId] }),
      onSuccess: () => refreshProject(projectId),
    },
    queryClient,
  );
