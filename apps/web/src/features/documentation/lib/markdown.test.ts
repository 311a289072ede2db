import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown';

describe('markdownBlocks', () => {
  it('renders text to HTML and keeps fenced code apart for the code viewer', () => {
    const blocks = markdownBlocks(
      '## Install\n\nRun **this**:\n\n```bash\nnpm install && npm start\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['html', 'code', 'html']);
    expect(blocks[0]?.kind === 'html' && blocks[0].html).toContain('<strong>this</strong>');
    expect(blocks[0]?.kind === 'html' && blocks[0].html).toContain('<h2');
    expect(blocks[1]).toEqual({ kind: 'code', code: 'npm install && npm start', language: 'bash' });
    expect(blocks[2]?.kind === 'html' && blocks[2].html).toContain('<td>2</td>');
  });
  it('names code without a language plain text, and gives an empty text no blocks', () => {
    expect(markdownBlocks('```\nx\n```')).toEqual([{ kind: 'code', code: 'x', language: 'text' }]);
    expect(markdownBlocks('')).toEqual([]);
  });
});
