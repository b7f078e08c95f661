import { profileKeys, projectKeys, queryClient } from '@rowad/shared/query';

/**
 * After an image is added, deleted or made the cover: the project as its owner sees it, and the
 * owner's profile (its project cards show the cover), load again. Resolves once both are back, so
 * a button stays busy until the screen shows the change.
 */
export async function refreshProject(projectId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.mine(projectId) }),
    queryClient.invalidateQueries({ queryKey: profileKeys.owner() }),
  ]);
}
