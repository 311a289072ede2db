import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { countCard, CountCardGrid } from './CountCards';

describe('CountCards', () => {
  it('draws a card as a link (the test id on it) with its label over its figure', async () => {
    const html = await renderStatic(
      <MemoryRouter>
        <CountCardGrid data-testid="cards">
          {countCard({
            key: 'a',
            to: '/apps/staff/handling/due_soon',
            testId: 'queue-due_soon',
            label: '即将到期',
            value: 2,
          })}
        </CountCardGrid>
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<div data-testid="cards" class="css-[^"]*"><div class="count-card">/);
    expect(html).toContain(
      '<a class="count-action" data-testid="queue-due_soon" href="/apps/staff/handling/due_soon" data-discover="true">' +
        '<div class="count-content"><p class="count-label">即将到期</p>' +
        '<p class="count-value" data-testid="count-value">2</p></div><span class="count-highlight"></span></a>',
    );
  });

  it('marks an urgent card, whose border and figure the grid draws in the error colour', async () => {
    const html = await renderStatic(
      <MemoryRouter>
        {countCard({ key: 'a', to: '/x', testId: 'queue-overdue', label: '已超期', value: 3, urgent: true })}
        {countCard({ key: 'b', to: '/y', testId: 'queue-due_soon', label: '即将到期', value: 0 })}
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<div class="count-card count-urgent"><a[^>]*data-testid="queue-overdue"/);
    expect(html).toContain('<div class="count-card"><a class="count-action" data-testid="queue-due_soon"');
  });
});
