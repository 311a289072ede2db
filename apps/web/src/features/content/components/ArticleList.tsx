import type { HelpArticle } from '@cppcc/contracts';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

/** Article titles; choosing one opens it (the page shows it in a dialog). */
export function ArticleList({
  articles,
  onOpen,
}: {
  articles: readonly HelpArticle[];
  onOpen: (article: HelpArticle) => void;
}) {
  return (
    <List dense disablePadding>
      {articles.map((article) => (
        <ListItem key={article.id} disablePadding>
          <ListItemButton onClick={() => onOpen(article)} data-testid="kb-article">
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ArticleIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={article.title} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
