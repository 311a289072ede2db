import { describe, expect, it } from 'vitest';
import { readZipEntry, textOf } from '../../test/docx';
import { bodyParagraphs, letterDate } from '../../lib/docx-parts';
import {
  buildReplyLetter,
  classMark,
  contactLine,
  replyLetterFileName,
  type ReplyLetterInput,
} from './letter';

const input: ReplyLetterInput = {
  title: '关于市政协十四届三次会议第12号提案的答复',
  resultClass: 'A',
  resultClassLabel: '所提问题已解决或采纳',
  salutation: '张三委员：',
  body: '您提出的《关于加快城市更新的建议》收悉。现答复如下：\n\n\u3000\u3000一、已将老旧小区改造列入年度计划。\r\n二、感谢您对我们工作的关心和支持。',
  unitName: '市发展和改革委员会',
  signingLeader: '李四',
  date: '2026-03-05',
  contactPerson: '王五',
  contactPhone: '0571-87000000',
  docNumber: '市发改提复〔2026〕12号',
};

describe('buildReplyLetter', () => {
  it('writes a DOCX whose document holds every part of the letter', async () => {
    const file = await buildReplyLetter(input);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(readZipEntry(file, '[Content_Types].xml')).toContain('wordprocessingml.document.main+xml');

    const xml = readZipEntry(file, 'word/document.xml') ?? '';
    const text = textOf(xml);
    for (const part of [
      '「A类」',
      '（所提问题已解决或采纳）',
      '市发改提复〔2026〕12号',
      '关于市政协十四届三次会议第12号提案的答复',
      '张三委员：',
      '您提出的《关于加快城市更新的建议》收悉。现答复如下：',
      '一、已将老旧小区改造列入年度计划。',
      '二、感谢您对我们工作的关心和支持。',
      '市发展和改革委员会',
      '2026年3月5日',
      '签发人：李四\u3000\u3000联系人：王五\u3000\u3000联系电话：0571-87000000',
    ]) {
      expect(text).toContain(part);
    }
    // The order of an official letter: class, number, title, salutation, body, signature, contacts.
    const order = [
      '「A类」',
      '市发改提复',
      '第12号提案的答复',
      '张三委员',
      '收悉',
      '市发展和改革委员会',
      '签发人',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    // A4 portrait, body paragraphs indented two characters, title centred, fonts named for Chinese text.
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml).toContain('w:firstLineChars="200"');
    expect(xml).toContain('<w:jc w:val="center"/>');
    expect(readZipEntry(file, 'word/styles.xml')).toContain('w:eastAsia="仿宋"');
    expect(xml).toContain('w:eastAsia="宋体"');
  });

  it('leaves out what is empty and escapes XML characters', async () => {
    const xml =
      readZipEntry(
        await buildReplyLetter({
          ...input,
          resultClass: '',
          resultClassLabel: '',
          docNumber: '',
          signingLeader: '',
          body: 'A < B & C > D\u0001\u001f',
        }),
        'word/document.xml',
      ) ?? '';
    const text = textOf(xml);
    expect(text).not.toContain('「');
    expect(text).not.toContain('签发人');
    expect(text).toContain('联系人：王五');
    expect(xml).toContain('A &lt; B &amp; C &gt; D</w:t>');
  });
});

describe('letter helpers', () => {
  it('formats the class, the date, the body and the contacts', () => {
    expect(classMark('A')).toBe('「A类」');
    expect(classMark('B类')).toBe('「B类」');
    expect(classMark(' ')).toBe('');
    expect(letterDate('2026-11-02')).toBe('2026年11月2日');
    expect(letterDate('soon')).toBe('soon');
    expect(bodyParagraphs('  a \n\n\u3000\u3000b\r\n\n')).toEqual(['a', 'b']);
    expect(contactLine({ signingLeader: '', contactPerson: '王五', contactPhone: '1' })).toBe(
      '联系人：王五\u3000\u3000联系电话：1',
    );
  });

  it('names the file after the proposal number', () => {
    expect(replyLetterFileName(12)).toBe('第12号提案答复函.docx');
    expect(replyLetterFileName(null)).toBe('提案答复函.docx');
  });
});
