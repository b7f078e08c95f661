import { useMutation } from '@tanstack/react-query';
import { setProjectCover } from '@rowad/shared/api';
import { queryClient } from '@rowad/shared/query';
import { refreshProject } from './refresh-project';

/** POST /my-projects/{id}/images/set-cover, then the project reloads (the badge moves). */
export const useSetProjectCover = (projectId: number) =>
  useMutation(
    {
      mutationFn: (imageId: number) => setProjectCover(projectId, { imageId }),
      onSuccess: () => refreshProject(projectId),
    },
    queryClient,
  );
