import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function PaginationExample() {
  const { t } = useTranslation('documentation');
  const [page, setPage] = useState(1);
  return (
    <>
      <Typography gutterBottom>{t('sample.page', { page })}</Typography>
      <Pagination count={10} page={page} onChange={(_event, next) => setPage(next)} color="primary" />
    </>
  );
}
