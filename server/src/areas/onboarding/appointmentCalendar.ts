import { ONBOARDING_APPOINTMENT_MINUTES } from '@tutor/rules';
import type { OnboardingAppointment } from '@tutor/contract';
import ical from 'ical-generator';

const ZONE = 'Asia/Jakarta';
/** Asia/Jakarta is UTC+7 without daylight saving: one fixed STANDARD block (as in the lessons' feed). */
const JAKARTA_VTIMEZONE = ['BEGIN:VTIMEZONE', `TZID:${ZONE}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0700', 'TZOFFSETTO:+0700', 'TZNAME:WIB', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n');

/** A WIB wall time as a Date whose local fields are that time (what ical-generator prints with a TZID). */
function wallClock(tanggal: string, jam: string, plusMinutes = 0): Date {
  const [year, month, day] = tanggal.split('-').map(Number) as [number, number, number];
  const [hour, minute] = jam.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hour, minute + plusMinutes);
}

const isLink = (place: string) => /^https?:\/\//i.test(place);

/** One VEVENT for the teacher's interview or micro teaching; its UID stays while the appointment does. */
export function appointmentCalendar(userId: number, appointment: OnboardingAppointment, now: Date): string {
  const calendar = ical({ name: 'Pendaftaran Guru Pintar Privat', prodId: { company: 'Pintar Privat', product: 'Pendaftaran Guru', language: 'ID' } });
  calendar.timezone({ name: ZONE, generator: () => JAKARTA_VTIMEZONE });
  const micro = appointment.jenis === 'micro_teaching';
  const summary = micro ? `Micro teaching Pintar Privat: ${appointment.jenjang ?? ''} ${appointment.mapel ?? ''}`.trim() : 'Wawancara guru Pintar Privat';
  const details = micro ? `Penilai: ${appointment.penilai ?? '-'}.` : 'Wawancara calon pengajar.';
  calendar.createEvent({
    id: `pendaftaran-${userId}-${appointment.jenis}-${appointment.tanggal}-${appointment.jam.replace(':', '')}@pintarprivat.id`,
    start: wallClock(appointment.tanggal, appointment.jam),
    end: wallClock(appointment.tanggal, appointment.jam, ONBOARDING_APPOINTMENT_MINUTES),
    timezone: ZONE,
    stamp: now,
    summary,
    description: isLink(appointment.tempat) ? `${details} Tautan: ${appointment.tempat}` : details,
    location: appointment.tempat,
    ...(isLink(appointment.tempat) ? { url: appointment.tempat } : {}),
  });
  return calendar.toString();
}
