import { isVideoLink, ONBOARDING_APPOINTMENT_MINUTES } from '@tutor/rules';
import type { OnboardingAppointment } from '@tutor/contract';
import { ICalEventStatus } from 'ical-generator';
import { feedCalendar, wallClock, ZONE } from '../lessons';

/** One VEVENT for the teacher's interview or micro teaching; its UID stays while the appointment does. */
export function appointmentCalendar(userId: number, appointment: OnboardingAppointment, now: Date): string {
  const calendar = feedCalendar('Pendaftaran Guru Pintar Privat', 'Pendaftaran Guru');
  const micro = appointment.jenis === 'micro_teaching';
  const summary = micro
    ? `Micro teaching Pintar Privat: ${appointment.jenjang ?? ''} ${appointment.mapel ?? ''}`.trim()
    : 'Wawancara guru Pintar Privat';
  const details = micro ? `Penilai: ${appointment.penilai ?? '-'}.` : 'Wawancara calon pengajar.';
  calendar.createEvent({
    id: `pendaftaran-${userId}-${appointment.jenis}-${appointment.tanggal}-${appointment.jam.replace(':', '')}@pintarprivat.id`,
    start: wallClock(appointment.tanggal, appointment.jam),
    end: wallClock(appointment.tanggal, appointment.jam, ONBOARDING_APPOINTMENT_MINUTES),
    timezone: ZONE,
    stamp: now,
    status: ICalEventStatus.CONFIRMED,
    summary,
    description: isVideoLink(appointment.tempat) ? `${details} Tautan: ${appointment.tempat}` : details,
    location: appointment.tempat,
    ...(isVideoLink(appointment.tempat) ? { url: appointment.tempat } : {}),
  });
  return calendar.toString();
}
