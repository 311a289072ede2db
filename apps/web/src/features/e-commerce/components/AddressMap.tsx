import type { Order } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyOfflineMap } from '../../../shared/ui/map';

type Address = Order['customer']['invoiceAddress'];

/** 400 × 240: wide enough for a Chinese street address above the marker, even at 375 px. */
const WIDTH = 400;
const HEIGHT = 240;
/** About 670 km from top to bottom: the province around the city, its coast and its neighbours. */
const REACH_DEGREES = 3;

/**
 * One of the customer's addresses on the offline map, centred on its coordinates with the address written
 * above the marker. The map's code loads with the first map; until then a box of the same size holds its place.
 */
export function AddressMap({ kind, address }: { kind: string; address: Address }) {
  const { t } = useTranslation('e-commerce');
  const points = useMemo(
    () => [{ id: 'address', lat: address.lat, lng: address.lng, label: address.address }],
    [address],
  );
  return (
    <Box sx={{ mt: 1, aspectRatio: `${WIDTH} / ${HEIGHT}` }}>
      <Suspense fallback={null}>
        <LazyOfflineMap
          points={points}
          label={t('addressMap', { kind, address: address.address })}
          focus={{ lat: address.lat, lng: address.lng, reachDegrees: REACH_DEGREES }}
          showLabels
          width={WIDTH}
          height={HEIGHT}
          testId="address-map"
        />
      </Suspense>
    </Box>
  );
}
