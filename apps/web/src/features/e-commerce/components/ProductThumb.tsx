import type { Product } from '@cppcc/contracts';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';

/** The product's featured image (or its first), small; a placeholder when it has none. */
export function ProductThumb({ product, size = 40 }: { product: Product; size?: number }) {
  const image = product.images.find((entry) => entry.id === product.featuredImageId) ?? product.images[0];
  return image ? (
    <Box
      component="img"
      src={image.url}
      alt=""
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  ) : (
    <Box
      sx={{
        width: size,
        height: size,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      <ImageIcon fontSize="small" aria-hidden />
    </Box>
  );
}
