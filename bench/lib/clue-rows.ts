// The clue library of a city for bench/similarity.ts (issue 27 §1/§3): LIBRARY_SIZE accepted or adopted
// clues, as citizens write them — short texts about a place, what happens there and what they suggest — from
// CLUE_ISSUES, each told of many places. The editor's 查重 compares a draft with the library's newest 2,000
// (modules/clues/similarity-source.ts), so the bench's library is that large. Written straight into the table
// like the generated proposals; the clue fingerprints' trigger (0033) fills their fingerprints as a clue
// sent through the public page gets them.
import { randomUUID } from 'node:crypto';

/** Marker in link_origin of every generated clue (how a second run recognises them). */
export const CLUE_MARKER = 'bench-generated';
export const LIBRARY_SIZE = 2_000;

/** [title, situation, suggestion, category]: issues a city's clue library holds, none a proposal text. */
export const CLUE_ISSUES: readonly [string, string, string, string][] = [
  [
    '菜市场周边早高峰乱停车',
    '菜市场门口每天早上七点到八点半车辆乱停，送货三轮车占道，公交车进不了站，行人只能走机动车道。',
    '在菜市场北侧划出临时停车位和装卸区，早高峰增派交警和协管员疏导，对占道停车抄告处罚。',
    'society',
  ],
  [
    '老旧小区加装电梯协调难',
    '六层住宅多为老人居住，加装电梯因低层住户担心采光和噪音反对，两年多迟迟不能落地。',
    '出台加装电梯协商指引，由街道组织听证调解，对低层住户给予合理补偿并公开费用分摊办法。',
    'society',
  ],
  [
    '河道沿岸垃圾清理不及时',
    '支流沿岸每逢周末垃圾堆积，塑料袋和饮料瓶漂在水面，夏天气味明显，附近居民意见很大。',
    '增加周末保洁频次，沿岸设置分类垃圾桶和监控探头，公布河长电话接受群众监督。',
    'ecology',
  ],
  [
    '夜间施工噪音扰民',
    '工地经常夜里十一点后还在打桩运土，渣土车进出轰鸣，附近小区老人孩子整夜睡不好。',
    '严格夜间施工审批并在工地门口公示许可时段，开通噪音投诉快速处置电话，违规施工按日计罚。',
    'ecology',
  ],
  [
    '社区托育点太少排队久',
    '街道只有一家托育机构，两岁以下孩子排队要半年，双职工家庭只能请老人从外地过来带孩子。',
    '利用社区闲置用房建设普惠托育点，给予房租减免和运营补贴，公布收费标准和师资要求。',
    'society',
  ],
  [
    '小区充电桩不够用',
    '小区三百多辆电动汽车只有二十个充电桩，晚上排队充电到半夜，有人私拉电线从楼上垂下来充电。',
    '推动物业和供电公司在地面车位加装共享充电桩，统一报装流程，对私拉电线开展安全排查。',
    'economy',
  ],
  [
    '学校门口接送拥堵',
    '小学门口放学时家长车辆和电动车挤满整条路，孩子在车缝里穿行，几乎每周都有剐蹭。',
    '错峰放学并开放校内操场作为临时等候区，在周边设置限时即停即走车位，安排志愿者护导。',
    'society',
  ],
  [
    '公交站台没有遮雨棚',
    '新开通线路的站台只有一根站牌，下雨天候车的老人只能站在雨里，夏天暴晒也没有座椅。',
    '为新线路站台补建遮雨棚和座椅，站台设计征求沿线居民意见，优先建设医院和学校附近站点。',
    'society',
  ],
  [
    '农贸市场缺少公厕',
    '农贸市场占地很大却只有一个公厕，摊主和买菜的人都要走到对面商场，老人经常来不及。',
    '在市场东西两侧各加建一座公厕并安排专人保洁，公厕位置在市场入口标注清楚。',
    'society',
  ],
  [
    '背街小巷路灯不亮',
    '背街小巷的路灯坏了三个月没人修，晚上下班回家一片漆黑，附近已经发生过两次电动车被盗。',
    '摸排背街小巷路灯并明确维修责任单位，开通报修小程序，维修进度在社区公告栏公开。',
    'society',
  ],
  [
    '社区卫生服务站看病难',
    '社区卫生服务站只有两名医生，上午挂号排长队，常用慢性病药经常缺货，只能跑大医院开药。',
    '为社区卫生服务站增配全科医生，建立慢性病常用药储备和配送机制，推行预约分时段就诊。',
    'society',
  ],
  [
    '居民楼下餐馆油烟扰民',
    '居民楼底商开了五家餐馆，油烟管道直接排到楼后，三楼以下住户常年不敢开窗晾衣服。',
    '对底商餐馆油烟净化设施逐户检查，不达标的限期整改，新开餐馆严格环评和油烟排放审批。',
    'ecology',
  ],
];

const PLACES = [
  '东城区幸福里',
  '西城区和平街',
  '南湖区湖滨路',
  '北山区青石巷',
  '高新区创业园',
  '经开区新港村',
  '滨江新区江景苑',
  '临港片区渔港路',
  '城关镇老街',
  '青山街道翠竹园',
];

/** The i-th generated clue's texts: an issue told of a place (the same issue is told of many places). */
export function clueText(i: number) {
  const [title, situation, suggestion, category] = CLUE_ISSUES[i % CLUE_ISSUES.length]!;
  const place = PLACES[Math.floor(i / CLUE_ISSUES.length) % PLACES.length]!;
  return { title: `${place}${title}`, situation: `${place}：${situation}`, suggestion, category };
}

/** LIBRARY_SIZE clue rows, newest last, accepted (three in four) or adopted. */
export function clueRows(nowMs: number) {
  return Array.from({ length: LIBRARY_SIZE }, (_, i) => {
    const text = clueText(i);
    const created = new Date(nowMs - (LIBRARY_SIZE - i) * 3_600_000).toISOString();
    const decided = new Date(nowMs - (LIBRARY_SIZE - i) * 3_600_000 + 86_400_000).toISOString();
    return {
      id: randomUUID(),
      campaignId: null,
      title: text.title,
      situation: text.situation,
      suggestion: text.suggestion,
      categoryCode: text.category,
      tags: '[]',
      contactName: null,
      phone: `1990${String(i).padStart(7, '0')}`,
      trackingCode: `BENCH${String(i).padStart(7, '0')}`,
      linkOrigin: CLUE_MARKER,
      state: i % 4 === 3 ? 'adopted' : 'accepted',
      mergedIntoId: null,
      declineReason: null,
      decidedAt: decided,
      version: 2,
      createdAt: created,
      updatedAt: decided,
    };
  });
}
