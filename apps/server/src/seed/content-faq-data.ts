import type { Bilingual, NewHelpArticle } from '../modules/content/help';

interface FaqGroupData {
  key: string;
  title: Bilingual;
  items: NewHelpArticle[];
}

const item = (
  questionZh: string,
  questionEn: string,
  answerZh: string,
  answerEn: string,
): NewHelpArticle => ({
  title: { zh: questionZh, en: questionEn },
  content: { zh: `<p>${answerZh}</p>`, en: `<p>${answerEn}</p>` },
});

/** The FAQ (seed 001: 14 items), in four groups, written for this proposal system. */
export const FAQ_GROUPS: readonly FaqGroupData[] = [
  {
    key: 'writing',
    title: { zh: '撰写提案', en: 'Writing a proposal' },
    items: [
      item(
        '怎样开始写一件提案？',
        'How do I start a proposal?',
        '在“委员工作台”点击“撰写提案”，填写标题、案由分析和具体建议，可以随时保存为草稿，确认无误后再提交。',
        'In the members’ workbench choose “Write a proposal”, fill in the title, the analysis and the suggestions, save it as a draft whenever you like and submit it when it is ready.',
      ),
      item(
        '提案标题有什么要求？',
        'What makes a good proposal title?',
        '标题应简明地说明要解决的问题和建议方向，一般不超过 50 个字，例如“关于加快老旧小区加装电梯的建议”。',
        'The title names the problem and the direction of the suggestion in a few words (at most 50 characters), e.g. “On speeding up lift installation in old residential blocks”.',
      ),
      item(
        '草稿会被别人看到吗？',
        'Can anyone else see my draft?',
        '不会。草稿只有您自己和您邀请的联名人可以看到，提交之后提案委员会的工作人员才能审查。',
        'No. A draft is seen only by you and the co-signers you invite; the committee’s staff see it once you submit it.',
      ),
      item(
        '提交后还能修改吗？',
        'Can I change a proposal after submitting it?',
        '提交后不能直接修改。如工作人员退回修改，提案会回到您的工作台，修改后再次提交即可。',
        'Not directly. If the staff return it for changes, it comes back to your workbench; change it and submit it again.',
      ),
    ],
  },
  {
    key: 'cosigning',
    title: { zh: '联名提案', en: 'Co-signing' },
    items: [
      item(
        '如何邀请其他委员联名？',
        'How do I invite other members to co-sign?',
        '在提案编辑页的“联名人”中按姓名或拼音首字母查找委员并发出邀请，被邀请的委员会收到通知。',
        'In the editor’s “Co-signers” field, find members by name or pinyin initials and invite them; each receives a notification.',
      ),
      item(
        '收到联名邀请后怎么处理？',
        'What do I do with a co-signing invitation?',
        '在通知或提案页面选择“同意联名”或“谢绝”，同意后您的名字会出现在联名人名单中。',
        'On the notification or the proposal page choose “Co-sign” or “Decline”; once you agree, your name appears among the co-signers.',
      ),
      item(
        '联名人数有限制吗？',
        'Is there a limit on co-signers?',
        '联名人数以当届会议的工作规则为准，系统在提交时会检查人数是否满足要求。',
        'The current session’s rules set the numbers; the system checks them when you submit.',
      ),
    ],
  },
  {
    key: 'handling',
    title: { zh: '办理与答复', en: 'Handling and replies' },
    items: [
      item(
        '提案交给哪个单位办理？',
        'Which unit handles my proposal?',
        '立案后由提案委员会工作人员交办给主办单位，必要时还有协办单位，您可以在提案页面看到交办情况。',
        'Once registered, the staff assign it to a lead unit, with supporting units where needed; the proposal page shows the assignment.',
      ),
      item(
        '承办单位多久答复？',
        'How long does a unit take to reply?',
        '承办单位一般应在交办之日起三个月内书面答复，系统会在期限临近时提醒承办单位。',
        'Units normally reply in writing within three months of the assignment; the system reminds them as the deadline nears.',
      ),
      item(
        '在哪里查看答复函？',
        'Where do I find the reply letter?',
        '答复后，提案页面的“答复”部分会显示答复函，可以在线阅读、下载或打印。',
        'Once the unit replies, the proposal page’s “Replies” section holds the letter, to read online, download or print.',
      ),
      item(
        '对答复不满意怎么办？',
        'What if I am not satisfied with a reply?',
        '在评价时选择“不满意”并说明理由，提案委员会将协调承办单位重新办理。',
        'Choose “Not satisfied” in the evaluation and say why; the committee asks the unit to handle the proposal again.',
      ),
    ],
  },
  {
    key: 'account',
    title: { zh: '账号与登录', en: 'Account and sign-in' },
    items: [
      item(
        '忘记密码怎么办？',
        'I forgot my password. What now?',
        '在登录页点击“忘记密码”，用绑定的手机号接收验证码或通过邮件链接重新设置密码。',
        'Choose “Forgot password” on the sign-in page and reset it with a code sent to your phone or a link sent by e-mail.',
      ),
      item(
        '可以用手机号登录吗？',
        'Can I sign in with my phone number?',
        '可以。用户名、手机号或电子邮箱都可以登录，也可以使用短信验证码登录。',
        'Yes. Your user name, phone number or e-mail all work, and so does a one-time code by SMS.',
      ),
      item(
        '怎样退出其他设备上的登录？',
        'How do I sign out on my other devices?',
        '在“账号设置”的“登录设备”中可以查看所有登录会话，并逐个或全部退出。',
        'Under “Account settings” → “Devices” you see every signed-in session and can end them one by one or all at once.',
      ),
    ],
  },
];
