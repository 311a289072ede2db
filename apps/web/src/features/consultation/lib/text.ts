import { CALENDAR_TIME_ZONE, toZoneWallTime, type ConsultationSlot } from '@cppcc/contracts';

const wall = (iso: string) => toZoneWallTime(iso, CALENDAR_TIME_ZONE);

/** `2026-05-12 09:30–11:00` on the committee's clock (the phone's own zone does not matter). */
export function slotTimeText(slot: Pick<ConsultationSlot, 'startsAt' | 'endsAt'>): string {
  const start = wall(slot.startsAt);
  const end = wall(slot.endsAt);
  const endText =
    end.slice(0, 10) === start.slice(0, 10) ? end.slice(11, 16) : end.slice(0, 16).replace('T', ' ');
  return `${start.slice(0, 16).replace('T', ' ')}–${endText}`;
}

/** `2026-05-12 09:30`. */
export const startText = (iso: string) => wall(iso).slice(0, 16).replace('T', ' ');

/** Where: the place, or by phone/video and how to join. */
export function slotPlaceText(slot: Pick<ConsultationSlot, 'remote' | 'place'>, byPhone: string): string {
  if (!slot.remote) return slot.place;
  return slot.place ? `${byPhone}（${slot.place}）` : byPhone;
}
