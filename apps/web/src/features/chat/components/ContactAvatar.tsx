import type { ChatStatus } from '@cppcc/contracts';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { StatusDot } from './StatusDot';

/** The first character of a name, for avatars without a photo. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0] ?? '?';
}

/** A person's avatar with the status dot at its foot and, when set, the unread badge on top. */
export function ContactAvatar({
  name,
  avatar,
  status,
  unread,
  size = 40,
  decorative = true,
}: {
  name: string;
  avatar: string | null;
  status: ChatStatus;
  unread?: number;
  size?: number;
  /** The dot's status is already in the surrounding control's label. */
  decorative?: boolean;
}) {
  return (
    <Badge
      badgeContent={unread ?? 0}
      max={99}
      color="secondary"
      overlap="circular"
      slotProps={{ badge: { 'data-testid': 'unread-badge', 'aria-hidden': true } as object }}
    >
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <Avatar src={avatar ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.42 }}>
          {initialOf(name)}
        </Avatar>
        <Box sx={{ position: 'absolute', right: -2, bottom: -2, display: 'flex' }}>
          <StatusDot status={status} decorative={decorative} />
        </Box>
      </Box>
    </Badge>
  );
}
