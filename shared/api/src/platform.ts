import { api } from './baseApi';
import { contractEndpoints } from './contractEndpoints';

/** Calls that belong to the platform chrome (the shell's footer) rather than to one remote. */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: contractEndpoints(build).mutation('POST /api/subscribe', {
      request: (body: { email: string }) => ({ body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = platformApi;
