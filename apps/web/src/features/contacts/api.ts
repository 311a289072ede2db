import type {
  AddContactBody,
  Contact,
  ContactAvatar,
  ContactsUser,
  UpdateContactBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { uploadWithProgress } from '../../shared/lib/upload';

/**
 * The contacts app's calls (seed 001 §7). Every write refreshes the shown list and the user (stars, groups),
 * since a removal or a star changes both.
 */
export const contactsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Contacts', 'ContactsUser'] })
  .injectEndpoints({
    endpoints: (build) => {
      const listWrite = <Body>(url: string) =>
        build.mutation<Contact[], Body>({
          query: (body) => ({ url, method: 'POST', body }),
          invalidatesTags: ['Contacts', 'ContactsUser'],
        });
      const userWrite = (url: string) =>
        build.mutation<ContactsUser, { contactIds: string[] }>({
          query: (body) => ({ url, method: 'POST', body }),
          invalidatesTags: ['Contacts', 'ContactsUser'],
        });
      return {
        contacts: build.query<Contact[], string>({
          query: (id) => ({ url: '/contacts-app/contacts', params: { id } }),
          providesTags: ['Contacts'],
        }),
        contactsUser: build.query<ContactsUser, void>({
          query: () => '/contacts-app/user',
          providesTags: ['ContactsUser'],
        }),
        addContact: listWrite<AddContactBody>('/contacts-app/add-contact'),
        updateContact: listWrite<UpdateContactBody>('/contacts-app/update-contact'),
        removeContact: listWrite<{ contactId: string }>('/contacts-app/remove-contact'),
        removeContacts: listWrite<{ contactIds: string[] }>('/contacts-app/remove-contacts'),
        toggleStarredContact: build.mutation<ContactsUser, { contactId: string }>({
          query: (body) => ({ url: '/contacts-app/toggle-starred-contact', method: 'POST', body }),
          invalidatesTags: ['Contacts', 'ContactsUser'],
        }),
        toggleStarredContacts: userWrite('/contacts-app/toggle-starred-contacts'),
        setContactsStarred: userWrite('/contacts-app/set-contacts-starred'),
        setContactsUnstarred: userWrite('/contacts-app/set-contacts-unstarred'),
      };
    },
  });

export const {
  useContactsQuery,
  useContactsUserQuery,
  useAddContactMutation,
  useUpdateContactMutation,
  useRemoveContactMutation,
  useRemoveContactsMutation,
  useToggleStarredContactMutation,
  useSetContactsStarredMutation,
  useSetContactsUnstarredMutation,
} = contactsApi;

/** Uploads a picture (checked by the server: an image, at most 2 MB); resolves with its address. */
export const uploadContactAvatar = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<ContactAvatar>('POST', '/contacts-app/avatar', file, onProgress);
