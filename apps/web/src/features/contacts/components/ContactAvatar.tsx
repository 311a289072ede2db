import Avatar from '@mui/material/Avatar';
import type { Contact } from '@cppcc/contracts';
import { fullName } from '../lib/vcard';

/** The contact's picture, or the first character of the name (the surname of a Chinese name). */
export function ContactAvatar({ contact, size = 32 }: { contact: Contact; size?: number }) {
  const name = fullName(contact);
  return (
    <Avatar src={contact.avatar || undefined} alt="" sx={{ width: size, height: size, fontSize: size / 2.2 }}>
      {name.slice(0, 1)}
    </Avatar>
  );
}
