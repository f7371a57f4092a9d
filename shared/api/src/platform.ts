import { api } from './baseApi';
import type { ApiMessage } from '@tutor/contract';

/** Calls that belong to the platform chrome (the shell's footer) rather than to one remote. */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<ApiMessage, { email: string }>({
      query: (body) => ({ url: '/api/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = platformApi;
