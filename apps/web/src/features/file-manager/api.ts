import type {
  CreateFolderBody,
  FileManagerFolder,
  FileManagerItem,
  FileManagerListing,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { uploadWithProgress } from '../../shared/lib/upload';

/** The file manager's calls; every write refreshes the listings and the folder list. */
export const fileManagerApi = baseApi.enhanceEndpoints({ addTagTypes: ['FileManager'] }).injectEndpoints({
  endpoints: (build) => ({
    fileListing: build.query<FileManagerListing, string | null>({
      // `view=listing`: our listing at the top too (without a query the template's array is answered).
      query: (folderId) => ({
        url: '/file-manager-app/files',
        params: folderId ? { folderId } : { view: 'listing' },
      }),
      providesTags: ['FileManager'],
    }),
    fileFolders: build.query<FileManagerFolder[], void>({
      query: () => '/file-manager-app/folders',
      providesTags: ['FileManager'],
    }),
    createFolder: build.mutation<FileManagerItem, CreateFolderBody>({
      query: (body) => ({ url: '/file-manager-app/folders', method: 'POST', body }),
      invalidatesTags: ['FileManager'],
    }),
    renameItem: build.mutation<FileManagerItem, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: `/file-manager-app/items/${encodeURIComponent(id)}/rename`,
        method: 'POST',
        body: { name },
      }),
      invalidatesTags: ['FileManager'],
    }),
    moveItem: build.mutation<FileManagerItem, { id: string; folderId: string | null }>({
      query: ({ id, folderId }) => ({
        url: `/file-manager-app/items/${encodeURIComponent(id)}/move`,
        method: 'POST',
        body: { folderId },
      }),
      invalidatesTags: ['FileManager'],
    }),
    setOffline: build.mutation<FileManagerItem, { id: string; offline: boolean }>({
      query: ({ id, offline }) => ({
        url: `/file-manager-app/items/${encodeURIComponent(id)}/offline`,
        method: 'POST',
        body: { offline },
      }),
      invalidatesTags: ['FileManager'],
    }),
    removeItem: build.mutation<{ id: string; removed: number }, string>({
      query: (id) => ({ url: `/file-manager-app/items/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['FileManager'],
    }),
  }),
});

export const {
  useFileListingQuery,
  useFileFoldersQuery,
  useCreateFolderMutation,
  useRenameItemMutation,
  useMoveItemMutation,
  useSetOfflineMutation,
  useRemoveItemMutation,
} = fileManagerApi;

/** Uploads one file into a folder (null: the top) with progress; the server checks type, size and quota. */
export const uploadFile = (folderId: string | null, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<FileManagerItem>(
    'POST',
    `/file-manager-app/files${folderId ? `?folderId=${encodeURIComponent(folderId)}` : ''}`,
    file,
    onProgress,
  );
