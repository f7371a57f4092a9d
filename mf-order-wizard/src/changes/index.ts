/** What the order page takes from the changes feature (teacher change, renewal). */
export { ChangeTeacher } from './ChangeTeacher';
export { RenewalOfferNote } from './RenewalOfferNote';
