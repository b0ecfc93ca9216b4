import { useEffect, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { RICH_TEXT_LINK, RICH_TEXT_LINK_REL } from '@common/rich-text';
import { config } from '@/config';
import type { RichTextEditorProps } from './props';

/**
 * Only what the portal's allow-list keeps (common/rich-text.ts): paragraphs, headings 2 and 3,
 * lists, quotes, bold, italic, line breaks and http, https or mailto links; the rest of the starter
 * kit is switched off, so the editor cannot make what the server would strip.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url) => RICH_TEXT_LINK.test(url),
      HTMLAttributes: { target: '_blank', rel: RICH_TEXT_LINK_REL },
    },
  }),
];

/** The marks and blocks on at the cursor, re-read on every change of the selection. */
function useActive(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
          color={pressed ? 'primary' : 'default'}
          sx={pressed ? { bgcolor: 'action.selected' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The link dialog: an http, https or mailto address for the selected words. */
function LinkDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      {/* Mounted while open only: each opening starts from the link under the cursor. */}
      <LinkForm initial={initial} onClose={onClose} onSave={onSave} />
    </Dialog>
  );
}

function LinkForm({
  initial,
  onClose,
  onSave,
}: {
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');
  const save = () => {
    const value = href.trim();
    const full = /^[a-z]+:/i.test(value) ? value : /@/.test(value) ? `mailto:${value}` : `https://${value}`;
    if (!value || !RICH_TEXT_LINK.test(full)) {
      setError('Укажите адрес сайта (http:// или https://) или электронной почты');
      return;
    }
    onSave(full);
  };
  return (
    <>
      <DialogTitle>Ссылка</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Адрес ссылки"
          placeholder="https://www.gosuslugi.ru/"
          value={href}
          error={!!error}
          helperText={error || ' '}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" onClick={save}>
          Применить
        </Button>
      </DialogActions>
    </>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useActive(editor);
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  return (
    <Box
      role="toolbar"
      aria-label="Оформление текста"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ToolButton label="Полужирный" pressed={active.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon />
      </ToolButton>
      <ToolButton label="Курсив" pressed={active.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label="Заголовок раздела"
        pressed={active.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Box component="span" sx={{ fontWeight: 700, fontSize: 15, width: 24 }}>
          H2
        </Box>
      </ToolButton>
      <ToolButton label="Подзаголовок" pressed={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: 13, width: 24 }}>
          H3
        </Box>
      </ToolButton>
      <ToolButton label="Маркированный список" pressed={active.bullet} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon />
      </ToolButton>
      <ToolButton
        label="Нумерованный список"
        pressed={active.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon />
      </ToolButton>
      <ToolButton label="Цитата" pressed={active.quote} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteIcon />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Ссылка" pressed={active.link} onClick={() => setLinkOpen(true)}>
        <LinkIcon />
      </ToolButton>
      <ToolButton
        label="Убрать ссылку"
        disabled={!active.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      >
        <LinkOffIcon />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Отменить" disabled={!active.undo} onClick={() => chain().undo().run()}>
        <UndoIcon />
      </ToolButton>
      <ToolButton label="Повторить" disabled={!active.redo} onClick={() => chain().redo().run()}>
        <RedoIcon />
      </ToolButton>
      <LinkDialog
        open={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setLinkOpen(false)}
        onSave={(href) => {
          setLinkOpen(false);
          if (editor.state.selection.empty && !active.link)
            chain()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </Box>
  );
}

/**
 * The rich-text editor of news cards (TipTap over ProseMirror): a toolbar of exactly the allowed
 * formatting and an editable area labelled for screen readers. Loaded on demand (index.tsx):
 * only an administrator's form needs it.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  minHeight = 220,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    // TipTap adds a style element of its own (ProseMirror's required styles): it needs the page's nonce.
    injectNonce: config.styleNonce,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(helperText ? { 'aria-describedby': `${id}-helper` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (another card opened in the same form) replaces the text. An editor
  // that TipTap has already destroyed (its component left the page and came back, as a dialog's
  // content does) has no schema to read: the effect waits for the new one.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  return (
    <Box
      sx={(theme) => ({
        border: 1,
        borderColor: error ? 'error.main' : 'grey.500',
        borderRadius: 1,
        '&:focus-within': {
          borderColor: error ? 'error.main' : 'primary.main',
          boxShadow: `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
        },
        '& .tiptap': {
          ...theme.typography.body1,
          minHeight,
          maxHeight: '60vh',
          overflowY: 'auto',
          px: 1.5,
          py: 1,
          outline: 'none',
          '& p': { my: 1 },
          '& h2': { ...theme.typography.h6, my: 1.5 },
          '& h3': { ...theme.typography.subtitle1, fontWeight: 700, my: 1 },
          '& blockquote': { m: 0, pl: 2, borderLeft: `4px solid ${theme.palette.primary.main}` },
          '& a': { color: 'primary.main' },
        },
      })}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </Box>
  );
}
