import type { ApiError } from '../api/apiError';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../testing/renderStatic';
import { QueryError } from './QueryError';
import { queryErrorText } from './queryErrorText';

const serverError: ApiError = { status: 503, code: 'UNKNOWN', message: '服务器暂时不可用', fields: {} };

describe('QueryError', () => {
  it('joins the heading and the reason, or shows the heading alone', () => {
    expect(queryErrorText('加载失败', '服务器暂时不可用')).toBe('加载失败: 服务器暂时不可用');
    expect(queryErrorText('加载失败', undefined)).toBe('加载失败');
  });

  it('says what failed and why, in the reader language, with a retry button only when it can retry', async () => {
    const withRetry = await renderStatic(<QueryError error={serverError} onRetry={() => undefined} />);
    expect(withRetry).toContain('加载失败: 服务器暂时不可用');
    expect(withRetry).toContain('重试');
    const en = await renderStatic(<QueryError error={{ message: 'offline' }} title="Figures" />, 'en');
    expect(en).toContain('Figures: offline');
    expect(en).not.toContain('Retry');
  });
});
