// What the wizard feature shares with the rest of the app; its other files are its own.
export type { PlacedOrderState } from './preview/useOrderSubmission';
