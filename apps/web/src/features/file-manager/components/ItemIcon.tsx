import type { FileManagerItem } from '@cppcc/contracts';
import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';

/** A file's kind at a glance (decorative: the type is also written beside it). */
export function ItemIcon({ item }: { item: Pick<FileManagerItem, 'kind' | 'preview'> }) {
  const props = { fontSize: 'small', 'aria-hidden': true } as const;
  if (item.kind === 'folder') return <FolderIcon color="warning" {...props} />;
  if (item.preview === 'image') return <ImageIcon color="success" {...props} />;
  if (item.preview === 'pdf') return <PictureAsPdfIcon color="error" {...props} />;
  if (item.preview === 'docx') return <DescriptionIcon color="primary" {...props} />;
  if (item.preview === 'text') return <ArticleIcon color="action" {...props} />;
  return <InsertDriveFileIcon color="action" {...props} />;
}
