import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  getMyData,
  getMyInvestorProfile,
  getMyOwnerProfile,
  getProfileSummary,
  updateInvestorProfile,
  updateOwnerProfile,
  uploadOwnerPhoto,
} from '@rowad/shared/api';
import type { InvestorProfileUpdate, OwnerProfileUpdate, Role } from '@rowad/shared/schemas';
import { profileKeys } from './keys';
import { queryClient } from './query-client';

export const profileQueries = {
  summary: (role: Role) =>
    queryOptions({
      queryKey: profileKeys.summary(role),
      queryFn: ({ signal }) => getProfileSummary(role, signal),
    }),
  myData: () => queryOptions({ queryKey: profileKeys.myData(), queryFn: ({ signal }) => getMyData(signal) }),
  owner: () =>
    queryOptions({ queryKey: profileKeys.owner(), queryFn: ({ signal }) => getMyOwnerProfile(signal) }),
  investor: () =>
    queryOptions({ queryKey: profileKeys.investor(), queryFn: ({ signal }) => getMyInvestorProfile(signal) }),
};

/** The account menu's photo and first name; nothing is asked before the role is known. */
export const useProfileSummary = (role: Role | undefined) =>
  useQuery({ ...profileQueries.summary(role ?? 'user'), enabled: role !== undefined }, queryClient);
export const useMyData = () => useQuery(profileQueries.myData(), queryClient);
export const useMyOwnerProfile = () => useQuery(profileQueries.owner(), queryClient);
export const useMyInvestorProfile = () => useQuery(profileQueries.investor(), queryClient);

/**
 * PATCH /owner. Its answer is the owner as saved, so it replaces the cached profile without
 * asking again; the navbar's summary is refreshed so a new first name shows there at once.
 */
export const useUpdateOwnerProfile = () =>
  useMutation(
    {
      mutationFn: (update: OwnerProfileUpdate) => updateOwnerProfile(update),
      onSuccess: (owner) => {
        queryClient.setQueryData(profileKeys.owner(), owner);
        // Not awaited: the form's success does not wait for the navbar to reload.
        void queryClient.invalidateQueries({ queryKey: profileKeys.summary('owner') });
      },
    },
    queryClient,
  );

/** What an owner photo upload takes: the file, and who hears how far it has gone (0 to 1). */
export interface OwnerPhotoUpload {
  file: Blob;
  onProgress?: (fraction: number) => void;
}

/**
 * POST /owner/owner-photo. The answer is the photo alone: it goes into the cached profile at
 * once, and the profile and the navbar's summary are asked again (neither awaited).
 */
export const useUploadOwnerPhoto = () =>
  useMutation(
    {
      mutationFn: ({ file, onProgress }: OwnerPhotoUpload) =>
        uploadOwnerPhoto(file, onProgress ? { onProgress } : {}),
      onSuccess: ({ photo }) => {
        queryClient.setQueryData(profileKeys.owner(), (owner) => owner && { ...owner, photo });
        void queryClient.invalidateQueries({ queryKey: profileKeys.owner() });
        void queryClient.invalidateQueries({ queryKey: profileKeys.summary('owner') });
      },
    },
    queryClient,
  );

/** PATCH /investor: the answer replaces the cached profile; the navbar's first name is refreshed. */
export const useUpdateInvestorProfile = () =>
  useMutation(
    {
      mutationFn: (update: InvestorProfileUpdate) => updateInvestorProfile(update),
      onSuccess: (investor) => {
        queryClient.setQueryData(profileKeys.investor(), investor);
        void queryClient.invalidateQueries({ queryKey: profileKeys.summary('investor') });
      },
    },
    queryClient,
  );
