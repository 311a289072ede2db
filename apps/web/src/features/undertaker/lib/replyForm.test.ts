import type { ReplyDetail } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  documentProblem,
  fieldsToFix,
  rebase,
  replyDraftSchema,
  replySubmitSchema,
  replyFormValues,
  replyUpdateBody,
  splitServerFields,
  type ReplyFormValues,
} from './replyForm';

const loaded: ReplyFormValues = {
  docNumber: '',
  title: '关于市政协十四届三次会议第12号提案的答复',
  body: '',
  resultClass: '',
  signingLeader: '',
  contactPerson: '王科长',
  contactPhone: '0571-12345678',
  publication: 'full',
};

describe('replyFormValues', () => {
  it('turns a reply into form values (no class = "")', () => {
    const reply = { ...loaded, resultClass: null, publication: 'summary' } as unknown as ReplyDetail;
    expect(replyFormValues(reply)).toEqual({ ...loaded, publication: 'summary' });
  });
});

describe('replyUpdateBody', () => {
  it('sends only the changed fields, trimmed, with the version', () => {
    const values = { ...loaded, body: ' 答复正文 ', resultClass: 'A' };
    expect(changedFields(loaded, values)).toEqual(['body', 'resultClass']);
    expect(replyUpdateBody(loaded, values, 3)).toEqual({ version: 3, body: '答复正文', resultClass: 'A' });
  });
  it('clears the class with null and sends the publication as chosen', () => {
    expect(
      replyUpdateBody({ ...loaded, resultClass: 'B' }, { ...loaded, publication: 'private' }, 4),
    ).toEqual({
      version: 4,
      resultClass: null,
      publication: 'private',
    });
  });
});

const issuesOf = (schema: typeof replyDraftSchema, values: unknown) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('reply schemas', () => {
  it('lets a draft be incomplete but not too long', () => {
    expect(issuesOf(replyDraftSchema, loaded)).toEqual({});
    expect(issuesOf(replyDraftSchema, { ...loaded, docNumber: 'x'.repeat(61) })).toEqual({
      docNumber: 'validation.tooLong',
    });
  });
  it('asks for every required field before submitting', () => {
    expect(Object.keys(issuesOf(replySubmitSchema, loaded)).sort()).toEqual([
      'body',
      'docNumber',
      'resultClass',
      'signingLeader',
    ]);
    expect(issuesOf(replySubmitSchema, { ...loaded, body: '   ' }).body).toBe('validation.required');
    const complete = {
      ...loaded,
      docNumber: '发改〔2026〕1号',
      body: '已采纳',
      resultClass: 'A',
      signingLeader: '李主任',
    };
    expect(issuesOf(replySubmitSchema, complete)).toEqual({});
  });
  it('reports a too-long field on submit as too long, not as missing', () => {
    const issues = issuesOf(replySubmitSchema, { ...loaded, title: 'x'.repeat(500) });
    expect(issues.title).toBe('validation.tooLong');
    expect(issues.docNumber).toBe('validation.required');
  });
});

describe('splitServerFields', () => {
  it('puts form fields under their inputs and everything else in the list', () => {
    expect(
      splitServerFields({
        body: '此项为必填项',
        'body.resultClass': '答复类别不存在',
        document: '请上传答复文件',
        communication: '须有沟通记录',
      }),
    ).toEqual({
      form: [
        ['body', '此项为必填项'],
        ['resultClass', '答复类别不存在'],
      ],
      other: [
        ['document', '请上传答复文件'],
        ['communication', '须有沟通记录'],
      ],
    });
  });
});

describe('rebase', () => {
  it('takes the server values for untouched fields and keeps the edits', () => {
    const saved = { ...loaded, docNumber: '发改〔2026〕1号', body: '服务器版本' };
    const edited = { ...loaded, body: '我的修改' };
    expect(rebase(loaded, saved, edited)).toEqual({ ...saved, body: '我的修改' });
  });
});

describe('documentProblem', () => {
  it('accepts PDF and DOCX by extension or type', () => {
    expect(documentProblem({ name: '答复.PDF', size: 1000, type: '' })).toBeNull();
    expect(documentProblem({ name: 'reply', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(documentProblem({ name: 'a.docx', size: 1000, type: '' })).toBeNull();
  });
  it('refuses other types, empty and too large files', () => {
    expect(documentProblem({ name: 'a.doc', size: 1000, type: 'application/msword' })?.key).toBe(
      'messages:task.documentType',
    );
    expect(documentProblem({ name: 'a.pdf', size: 0, type: '' })?.key).toBe('undertaker:fileEmpty');
    expect(documentProblem({ name: 'a.pdf', size: 21 * 1024 * 1024, type: '' })?.key).toBe(
      'undertaker:fileTooLarge',
    );
  });
});

describe('fieldsToFix', () => {
  it('names what a submission lacks, the class left on "not chosen" included, in the form order', () => {
    expect(fieldsToFix(loaded)).toEqual(['docNumber', 'body', 'resultClass', 'signingLeader']);
    const complete = {
      ...loaded,
      docNumber: '杭交〔2025〕12号',
      body: '答复正文',
      resultClass: 'A',
      signingLeader: '张局长',
    };
    expect(fieldsToFix({ ...complete, resultClass: '' })).toEqual(['resultClass']);
    expect(fieldsToFix(complete)).toEqual([]);
  });
});
