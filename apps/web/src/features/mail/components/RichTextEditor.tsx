import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeLink } from '../lib/links';

function Tool({
  title,
  active,
  onClick,
  children,
}: {
  title: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <LazyTooltip title={title}>
      <IconButton
        size="small"
        aria-label={title}
        aria-pressed={active}
        color={active ? 'secondary' : 'default'}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </LazyTooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('mail');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    if (state.link) {
      chain().unsetLink().run();
      return;
    }
    const href = safeLink(window.prompt(t('editor.linkPrompt')) ?? '');
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', px: 0.5 }}
    >
      <Tool title={t('editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool title={t('editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Tool
        title={t('editor.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlinedIcon fontSize="small" />
      </Tool>
      <Tool
        title={t('editor.bulletList')}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool
        title={t('editor.orderedList')}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
      <Tool
        title={t('editor.quote')}
        active={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuoteIcon fontSize="small" />
      </Tool>
      <Tool title={t('editor.link')} active={state.link} onClick={link}>
        <LinkIcon fontSize="small" />
      </Tool>
      <Tool title={t('editor.undo')} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </Tool>
      <Tool title={t('editor.redo')} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </Tool>
    </Box>
  );
}

/**
 * The message editor (TipTap, loaded with the compose dialog only): paragraphs, emphasis, lists, quotes
 * and links — what the server's sanitizer keeps. `initial` is read once; changes come out as HTML.
 */
export function RichTextEditor({
  initial,
  label,
  onChange,
}: {
  initial: string;
  label: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'mail-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 220,
      }}
    >
      <Toolbar editor={editor} />
      <Box
        sx={{
          flex: 1,
          px: 1.5,
          '& .tiptap': { minHeight: 180, outline: 'none', typography: 'body1', lineHeight: 1.8 },
          '& .tiptap p': { my: 0.75 },
          '& .tiptap blockquote': {
            ml: 0,
            pl: 2,
            borderLeft: 3,
            borderColor: 'divider',
            color: 'text.secondary',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
