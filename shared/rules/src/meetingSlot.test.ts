import { LESSON_HOURS, LESSON_MINUTE_TEXTS, NEW_SLOT_MESSAGES, newMeetingSlotProblem } from './meetingSlot';
import { MEETING_MESSAGES } from './meetings';

describe('a new meeting slot', () => {
  it('offers the wizard hours and quarter hours', () => {
    expect(LESSON_HOURS[0]).toBe('06');
    expect(LESSON_HOURS.at(-1)).toBe('22');
    expect(LESSON_MINUTE_TEXTS).toEqual(['00', '15', '30', '45']);
  });

  it('needs a date and a time, in the lesson hours, not before today', () => {
    expect(newMeetingSlotProblem('', '16:00', '2026-12-10')).toBe(MEETING_MESSAGES.newSlotRequired);
    expect(newMeetingSlotProblem('2026-12-14', '', '2026-12-10')).toBe(MEETING_MESSAGES.newSlotRequired);
    expect(newMeetingSlotProblem('2026-12-14', '23:00', '2026-12-10')).toBe(NEW_SLOT_MESSAGES.invalidTime);
    expect(newMeetingSlotProblem('2026-12-14', '16:10', '2026-12-10')).toBe(NEW_SLOT_MESSAGES.invalidTime);
    expect(newMeetingSlotProblem('2026-12-09', '16:00', '2026-12-10')).toBe(MEETING_MESSAGES.dateInPast);
    expect(newMeetingSlotProblem('2026-12-10', '06:00', '2026-12-10')).toBeNull();
    expect(newMeetingSlotProblem('2026-12-14', '22:45', '2026-12-10')).toBeNull();
  });
});
