import { api } from '@tutor/api';
import type { DeleteAccountBody } from '@tutor/contract';

/** "Hapus akun": the server anonymises the account and ends its sessions; the answer is its message. */
export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteMyAccount: build.mutation<string, DeleteAccountBody>({
      query: (body) => ({ url: '/api/akun/hapus', method: 'POST', body }),
      transformResponse: (answer: { message: string }) => answer.message,
    }),
  }),
});

export const { useDeleteMyAccountMutation } = personalDataApi;
