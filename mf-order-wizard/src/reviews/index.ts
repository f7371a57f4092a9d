// What the reviews feature shares with the rest of the app; its other files are its own.
export { OrderReviewSection } from './OrderReviewSection';
export { ReviewReminders } from './ReviewReminders';
