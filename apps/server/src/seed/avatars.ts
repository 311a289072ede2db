import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import { PORTRAIT_COUNT, portraitName, seedPicture, type PortraitName } from './seed-pictures';
import type { Seeder } from './types';

type Look = 'f' | 'm';

/** How each seeded account's person is drawn, by display name (members have no e-mail). */
const USERS: readonly (readonly [displayName: string, look: Look])[] = [
  ['系统管理员', 'm'],
  ['提案委 王晓芳', 'f'],
  ['注册用户 陈明', 'm'],
  ['委员 刘建国', 'm'],
  ['发改委 张伟', 'm'],
  ['市政协副主席 陈建华', 'm'],
  ['教育局 李静', 'f'],
  ['交通局 王强', 'm'],
  ['生态环境局 刘洋', 'm'],
  ['卫健委 陈芳', 'f'],
  ['住建局 杨磊', 'm'],
  ['人社局 黄敏', 'f'],
  ['总工会 赵军', 'm'],
  ['人大办 周丽', 'f'],
  ['中院 吴刚', 'm'],
  ['检察院 徐燕', 'f'],
  ['供电公司 孙涛', 'm'],
  ['文旅局 郭婷', 'f'],
  ['农业农村局 何斌', 'm'],
  ['王志强', 'm'],
  ['李秀英', 'f'],
  ['张丽华', 'f'],
  ['赵建平', 'm'],
  ['孙晓梅', 'f'],
  ['周文斌', 'm'],
  ['吴海燕', 'f'],
  ['郑国栋', 'm'],
  ['冯雅琴', 'f'],
  ['陈德胜', 'm'],
  ['褚红梅', 'f'],
  ['卫东升', 'm'],
];

/** The sample contacts (contacts-data.ts), by their name in pinyin (the nickname; not all have an e-mail). */
const CONTACTS: readonly (readonly [nickname: string, look: Look])[] = [
  ['Li Wenbo', 'm'],
  ['Wang Jing', 'f'],
  ['Zhang Haitao', 'm'],
  ['Liu Min', 'f'],
  ['Chen Lixin', 'm'],
  ['Yang Xiaoyan', 'f'],
  ['Zhao Guoqiang', 'm'],
  ['Huang Lihua', 'f'],
  ['Zhou Jianping', 'm'],
  ['Wu Ting', 'f'],
  ['Xu Zhiyuan', 'm'],
  ['Sun Yaqin', 'f'],
  ['Hu Ming', 'm'],
  ['Zhu Haiyan', 'f'],
  ['Gao Feng', 'm'],
  ['Lin Xiaodong', 'm'],
  ['He Jia', 'f'],
  ['Guo Zhenhua', 'm'],
  ['Ma Lin', 'f'],
  ['Luo Jianjun', 'm'],
  ['Liang Siyu', 'f'],
  ['Song Wei', 'm'],
  ['Zheng Xuemei', 'f'],
  ['Xie Tianyu', 'm'],
  ['Han Bing', 'f'],
];

/** Everyone gets a portrait of their own: the accounts first, then the contacts, in order per look. */
function portraits(): { users: Map<string, PortraitName>; contacts: Map<string, PortraitName> } {
  const next = { f: 0, m: 0 };
  const take = (look: Look) => {
    if (next[look] >= PORTRAIT_COUNT[look]) throw new Error(`Seed: too few ${look} portraits`);
    return portraitName(look, next[look]++);
  };
  return {
    users: new Map(USERS.map(([key, look]) => [key, take(look)])),
    contacts: new Map(CONTACTS.map(([key, look]) => [key, take(look)])),
  };
}

/**
 * Avatars (issue 34): every seeded account's picture (stored as that user's own upload through the profile
 * pictures' checks, saved as their photoURL — chat, mail, members, boards show it) and a picture for each
 * sample contact in every demo account's address book (the contacts' own avatar uploads). Illustrated
 * portraits from seed-pictures/, nobody's photo. A picture someone already chose is kept.
 */
export const avatarsSeeder: Seeder = {
  name: '0039_avatars',
  async run(ctx) {
    const { users, contacts } = portraits();
    const rows = await ctx.db
      .selectFrom('users')
      .select(['id', 'email', 'displayName', 'photoUrl'])
      .execute();
    for (const row of rows) {
      const portrait = users.get(row.displayName);
      if (!portrait || row.photoUrl) continue;
      const { url } = await ctx.services.profilePictures.store(
        row.id,
        'avatar.jpg',
        'image/jpeg',
        seedPicture(portrait),
      );
      await ctx.services.users.updateSelf(row.id, { photoURL: url });
    }
    for (const account of DEMO_ACCOUNTS) {
      const owner = rows.find((row) => row.email === account.email);
      if (!owner) throw new Error(`Seed: demo account ${account.key} missing`);
      const caller = { id: owner.id, roles: [] };
      for (const contact of await ctx.services.contacts.list(caller, undefined)) {
        const portrait = contacts.get(contact.nickname);
        if (!portrait || contact.avatar) continue;
        const { url } = await ctx.services.contactAvatars.store(
          owner.id,
          `${contact.lastName}${contact.name}.jpg`,
          'image/jpeg',
          seedPicture(portrait),
        );
        const { readOnly: _readOnly, section: _section, ...fields } = contact;
        await ctx.services.contacts.update(caller, { ...fields, avatar: url });
      }
    }
  },
};
