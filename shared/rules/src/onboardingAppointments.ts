/**
 * Onboarding appointments (interview and micro teaching): their checks, when the micro teaching may
 * be assessed, and how they go into a calendar. Split from onboarding.ts (the pipeline's states).
 */
import { meetingStartMs } from './meetings';
import { ONBOARDING_MESSAGES } from './onboarding';

/**
 * An assessment judges a micro teaching that has taken place: it may be recorded from the
 * appointment's start (WIB) on, and never without one.
 */
export function assessmentAllowed(microTeaching: { tanggal: string; jam: string } | null, nowMs: number): boolean {
  return microTeaching !== null && meetingStartMs(microTeaching.tanggal, microTeaching.jam) <= nowMs;
}

export interface AppointmentFields {
  tanggal: string;
  jam: string;
  tempat: string;
}

/** The first problem of an interview or micro teaching appointment, or null; `today` is WIB YYYY-MM-DD. */
export function appointmentProblem(fields: AppointmentFields, today: string): string | null {
  const date = new Date(`${fields.tanggal}T00:00:00Z`);
  if (
    !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(fields.tanggal) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== fields.tanggal
  ) {
    return ONBOARDING_MESSAGES.dateInvalid;
  }
  if (fields.tanggal < today) return ONBOARDING_MESSAGES.dateInPast;
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(fields.jam) || fields.jam < '06:00' || fields.jam > '21:00')
    return ONBOARDING_MESSAGES.timeInvalid;
  if (fields.tempat.trim() === '') return ONBOARDING_MESSAGES.placeRequired;
  return null;
}

/** The first problem of a micro teaching appointment (the appointment, then what is taught and who assesses). */
export function microTeachingProblem(
  fields: AppointmentFields & { jenjang: string; mapel: string; penilai: string },
  today: string,
): string | null {
  const appointment = appointmentProblem(fields, today);
  if (appointment) return appointment;
  if (fields.jenjang.trim() === '') return ONBOARDING_MESSAGES.levelRequired;
  if (fields.mapel.trim() === '') return ONBOARDING_MESSAGES.subjectRequired;
  if (fields.penilai.trim() === '') return ONBOARDING_MESSAGES.assessorRequired;
  return null;
}

/** An appointment's place that is a video link (shown as a link, put in the calendar entry's URL). */
export function isVideoLink(place: string): boolean {
  return /^https?:\/\//i.test(place.trim());
}

/** Minutes an appointment is put in the calendar for. */
export const ONBOARDING_APPOINTMENT_MINUTES = 60;
