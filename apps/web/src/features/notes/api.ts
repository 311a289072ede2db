import type {
  CreateNoteBody,
  Note,
  NoteImage,
  NoteLabel,
  UpdateLabelsBody,
  UpdateNoteBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { uploadWithProgress } from '../../shared/lib/upload';

/** The notes app's six calls (seed 001 §7). Removing labels changes notes too, so it refreshes both. */
export const notesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Notes', 'NoteLabels'] }).injectEndpoints({
  endpoints: (build) => ({
    notes: build.query<Note[], void>({ query: () => '/notes-app/notes', providesTags: ['Notes'] }),
    noteLabels: build.query<NoteLabel[], void>({
      query: () => '/notes-app/labels',
      providesTags: ['NoteLabels'],
    }),
    createNote: build.mutation<Note, CreateNoteBody>({
      query: (body) => ({ url: '/notes-app/create-note', method: 'POST', body }),
      invalidatesTags: ['Notes'],
    }),
    updateNote: build.mutation<Note, UpdateNoteBody>({
      query: (body) => ({ url: '/notes-app/update-note', method: 'POST', body }),
      invalidatesTags: ['Notes'],
    }),
    removeNote: build.mutation<Note[], { noteId: string }>({
      query: (body) => ({ url: '/notes-app/remove-note', method: 'POST', body }),
      invalidatesTags: ['Notes'],
    }),
    updateNoteLabels: build.mutation<NoteLabel[], UpdateLabelsBody>({
      query: (body) => ({ url: '/notes-app/update-labels', method: 'POST', body }),
      invalidatesTags: ['Notes', 'NoteLabels'],
    }),
  }),
});

export const {
  useNotesQuery,
  useNoteLabelsQuery,
  useCreateNoteMutation,
  useUpdateNoteMutation,
  useRemoveNoteMutation,
  useUpdateNoteLabelsMutation,
} = notesApi;

/** Uploads a picture (checked by the server: an image, at most 2 MB); resolves with its address. */
export const uploadNoteImage = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<NoteImage>('POST', '/notes-app/image', file, onProgress);
