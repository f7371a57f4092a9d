// What the online-payment feature shares with the rest of the app; its other files are its own.
export { AdminCharges } from './AdminCharges';
export { OnlinePayment } from './OnlinePayment';
export { RefundStatus } from './RefundStatus';
