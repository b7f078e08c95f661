import { useMutation } from '@tanstack/react-query';
import {
  createEvent,
  deleteEvent,
  deleteEventImages,
  setEventCover,
  updateEvent,
  uploadEventImages,
} from '@rowad/shared/api';
import type { EventInput, EventPatch } from '@rowad/shared/schemas';
import { eventKeys, queryClient } from '@rowad/shared/query';
import { refreshAfterDecision } from './paging';

export const useCreateEvent = () =>
  useMutation(
    {
      mutationFn: (input: EventInput) => createEvent(input),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

export const useUpdateEvent = (id: number) =>
  useMutation(
    {
      mutationFn: (patch: EventPatch) => updateEvent(id, patch),
      onSuccess: (event) => queryClient.setQueryData(eventKeys.detail(id), event),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

export const useDeleteEvent = () =>
  useMutation(
    {
      mutationFn: (id: number) => deleteEvent(id),
      onSuccess: (_nothing, id) => queryClient.removeQueries({ queryKey: eventKeys.detail(id) }),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

/** The event's images: upload, make one the cover, delete some. The event reloads after each. */
export const useEventImages = (id: number) => {
  const settled = { onSettled: () => refreshAfterDecision(eventKeys.detail(id), eventKeys.all) };
  return {
    upload: useMutation(
      { mutationFn: (files: Blob[]) => uploadEventImages(id, files), ...settled },
      queryClient,
    ),
    setCover: useMutation(
      { mutationFn: (imageId: number) => setEventCover(id, { imageId }), ...settled },
      queryClient,
    ),
    remove: useMutation(
      { mutationFn: (imageIds: number[]) => deleteEventImages(id, { imageIds }), ...settled },
      queryClient,
    ),
  };
};
