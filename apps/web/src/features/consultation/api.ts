import type {
  Consultation,
  ConsultationAnswerBody,
  ConsultationCreateBody,
  ConsultationList,
  ConsultationMinutesBody,
  ConsultationReslotBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

const id = (value: string) => encodeURIComponent(value);

/**
 * The consultation meetings' calls (issue 28 §1). A write refreshes every meeting read and the unit's task
 * (`Task`: the minutes become its communication record), shared by tag name with the undertaker pages.
 */
export const consultationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Consultation', 'Task'] })
  .injectEndpoints({
    endpoints: (build) => ({
      taskConsultations: build.query<ConsultationList, string>({
        query: (taskId) => `/tasks/${id(taskId)}/consultations`,
        providesTags: ['Consultation'],
      }),
      proposalConsultations: build.query<ConsultationList, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/consultations`,
        providesTags: ['Consultation'],
      }),
      proposeConsultation: build.mutation<Consultation, { taskId: string; body: ConsultationCreateBody }>({
        query: ({ taskId, body }) => ({ url: `/tasks/${id(taskId)}/consultations`, method: 'POST', body }),
        invalidatesTags: ['Consultation', 'Task'],
      }),
      reslotConsultation: build.mutation<Consultation, { id: string; body: ConsultationReslotBody }>({
        query: ({ id: consultationId, body }) => ({
          url: `/consultations/${id(consultationId)}/slots`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Consultation'],
      }),
      answerConsultation: build.mutation<Consultation, { id: string; body: ConsultationAnswerBody }>({
        query: ({ id: consultationId, body }) => ({
          url: `/consultations/${id(consultationId)}/answer`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Consultation'],
      }),
      recordConsultationMinutes: build.mutation<Consultation, { id: string; body: ConsultationMinutesBody }>({
        query: ({ id: consultationId, body }) => ({
          url: `/consultations/${id(consultationId)}/minutes`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Consultation', 'Task'],
      }),
    }),
  });

export const {
  useTaskConsultationsQuery,
  useProposalConsultationsQuery,
  useProposeConsultationMutation,
  useReslotConsultationMutation,
  useAnswerConsultationMutation,
  useRecordConsultationMinutesMutation,
} = consultationApi;
