import {
  addCalendarDays,
  CALENDAR_TIME_ZONE,
  fromZoneWallTime,
  type CalendarEventInput,
} from '@cppcc/contracts';

/** A sample: days from the seeding day, and either all-day (for `days` days) or a Shanghai time span. */
interface Sample {
  title: string;
  desc?: string;
  day: number;
  days?: number;
  from?: string;
  to?: string;
}

/** The 14 sample events of seed 001, as a CPPCC proposal office's weeks go: before, around and after today. */
const SAMPLES: readonly Sample[] = [
  { title: '提案委员会主任会议', day: 0, from: '09:00', to: '11:00', desc: '地点：机关三楼第一会议室' },
  { title: '答复件集中审核', day: 1, from: '09:30', to: '11:30', desc: '审核各承办单位已提交的答复件' },
  {
    title: '重点提案督办座谈会',
    day: 2,
    from: '14:30',
    to: '17:00',
    desc: '请督办领导和主办单位负责同志参加',
  },
  { title: '与市住建局会商老旧小区改造提案', day: 3, from: '10:00', to: '12:00' },
  { title: '委员视察：城市更新项目', day: 5, days: 2, desc: '集合地点：市政协机关大院，8:00 发车' },
  { title: '提案办理民主评议会', day: 7, from: '14:00', to: '16:30' },
  { title: '政协常委会会议', day: 9, days: 2, desc: '审议提案工作情况报告' },
  { title: '界别活动日', day: 12, days: 1 },
  { title: '提案线索征集截止', day: 15, days: 1, desc: '汇总各界别、各专委会报送的提案线索' },
  { title: '月度提案工作小结', day: 20, from: '15:00', to: '16:00' },
  { title: '提案工作情况通报会', day: -1, from: '16:00', to: '17:00' },
  { title: '发改委提案办理协商会', day: -3, from: '10:00', to: '11:30', desc: '与提案人当面沟通办理方案' },
  { title: '理论学习中心组学习', day: -6, from: '15:00', to: '17:00' },
  { title: '委员履职能力培训班', day: -10, days: 3, desc: '市委党校，全体新任委员参加' },
];

/** The samples placed around `today` (a `YYYY-MM-DD` day in the committee's zone). */
export function calendarSampleEvents(today: string): CalendarEventInput[] {
  return SAMPLES.map((sample) => {
    const day = addCalendarDays(today, sample.day);
    const span =
      sample.from && sample.to
        ? {
            allDay: false,
            start: fromZoneWallTime(`${day}T${sample.from}`, CALENDAR_TIME_ZONE),
            end: fromZoneWallTime(`${day}T${sample.to}`, CALENDAR_TIME_ZONE),
          }
        : { allDay: true, start: day, end: addCalendarDays(day, sample.days ?? 1) };
    return { title: sample.title, ...span, ...(sample.desc ? { desc: sample.desc } : {}) };
  });
}
