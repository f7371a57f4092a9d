/** The renewal offers a teacher answers, shown on the job board and the schedule. */
export { RenewalOffers } from './RenewalOffers';
