// The bare comparison page of issue 4's budget: React, React Router and MUI's TextField, Button and
// Typography, nothing else. Sign-in pages may load at most 1.3× its first-load JavaScript.
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

function Page() {
  return (
    <form style={{ display: 'grid', gap: 16, maxWidth: 360, margin: '64px auto' }}>
      <Typography variant="h5">Sign in</Typography>
      <TextField label="Phone" name="phone" />
      <TextField label="Code" name="code" />
      <Button variant="contained" type="submit">
        Sign in
      </Button>
    </form>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
