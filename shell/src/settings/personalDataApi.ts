import { api, contractEndpoints } from '@tutor/api';
import type { DeleteAccountBody } from '@tutor/contract';

/** "Hapus akun": the server anonymises the account and ends its sessions; the answer is its message. */
export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      deleteMyAccount: route.mutation('POST /api/akun/hapus', {
        request: (body: DeleteAccountBody) => ({ body }),
        transformResponse: (answer) => answer.message,
      }),
    };
  },
});

export const { useDeleteMyAccountMutation } = personalDataApi;
